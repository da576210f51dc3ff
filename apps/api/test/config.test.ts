import { spawn } from 'node:child_process';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { appRoot, checkConfig, loadConfig } from '../src/config.ts';
import { hashPassword, verifyPassword } from '../src/lib/crypto.ts';
import { modeBanner } from '../src/server.ts';

const SECRET = 'x'.repeat(32);
const complete = {
  NODE_ENV: 'production',
  APP_SECRET: SECRET,
  PUBLIC_URL: 'https://books.example',
  SMTP_URL: 'smtp://mailer:secret@smtp.example:587',
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_abc',
};

describe('checkConfig in production', () => {
  it('names every missing setting at once', () => {
    const { errors } = checkConfig({ NODE_ENV: 'production' });
    expect(errors).toHaveLength(4);
    for (const name of ['APP_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'PAYMENT_PROVIDER']) {
      expect(errors.filter((e) => e.startsWith(name))).toHaveLength(1);
    }
  });

  it('accepts a complete Paystack deployment without a word', () => {
    expect(checkConfig(complete)).toEqual({ errors: [], warnings: [] });
  });

  it('refuses a short secret, and takes the legacy APP_KEY as the secret', () => {
    expect(checkConfig({ ...complete, APP_SECRET: 'short' }).errors).toEqual([
      'APP_SECRET must be at least 32 characters (got 5).',
    ]);
    const legacy = { ...complete, APP_SECRET: undefined, APP_KEY: SECRET };
    expect(checkConfig(legacy).errors).toEqual([]);
    expect(loadConfig(legacy).appSecret).toBe(SECRET);
    expect(loadConfig({ ...complete, APP_KEY: 'y'.repeat(40) }).appSecret).toBe(SECRET);
  });

  it('refuses settings that are there but wrong', () => {
    const errors = checkConfig({
      ...complete,
      PUBLIC_URL: 'books.example',
      SMTP_URL: 'http://smtp.example',
      PAYMENT_PROVIDER: 'stripe',
    }).errors;
    expect(errors).toHaveLength(3);
    expect(errors[0]).toMatch(/^PAYMENT_PROVIDER must be one of test, paystack/);
    expect(errors.some((e) => e.startsWith('PUBLIC_URL must be an http(s) URL'))).toBe(true);
    expect(errors.some((e) => e.startsWith('SMTP_URL must be'))).toBe(true);
  });

  it('needs the Paystack secret key with Paystack', () => {
    expect(checkConfig({ ...complete, PAYSTACK_SECRET_KEY: '' }).errors).toEqual([
      'PAYSTACK_SECRET_KEY is required with PAYMENT_PROVIDER=paystack.',
    ]);
  });

  it('warns when the API would run as the role that owns the tables (issue 41)', () => {
    const server = { ...complete, DATABASE_URL: 'postgres://bookstore_api@db.example/bookstore' };
    expect(checkConfig(server).warnings).toEqual([
      expect.stringMatching(/^MIGRATION_DATABASE_URL is not set/),
    ]);
    expect(
      checkConfig({ ...server, MIGRATION_DATABASE_URL: 'postgres://bookstore_owner@db.example/bookstore' }),
    ).toEqual({ errors: [], warnings: [] });
    expect(
      checkConfig({ ...complete, MIGRATION_DATABASE_URL: 'postgres://owner@db.example/b' }).errors,
    ).toEqual([
      'MIGRATION_DATABASE_URL is for a PostgreSQL server: set DATABASE_URL to the API role on it too.',
    ]);
    expect(loadConfig({ ...server }).migrationDatabaseUrl).toBeUndefined();
  });

  it('takes test payments only when told, with a warning', () => {
    const check = checkConfig({ ...complete, PAYMENT_PROVIDER: 'test', PAYSTACK_SECRET_KEY: undefined });
    expect(check.errors).toEqual([]);
    expect(check.warnings).toEqual([expect.stringMatching(/^PAYMENT_PROVIDER=test in production/)]);
    expect(loadConfig({ ...complete, PAYMENT_PROVIDER: undefined }).paymentProvider).toBeNull();
    expect(loadConfig({ ...complete, PAYMENT_PROVIDER: 'test' }).paymentProvider).toBe('test');
  });

  it('turns the demo off', () => {
    const config = loadConfig(complete);
    expect(config.production).toBe(true);
    expect(config.devTools).toBe(false);
    expect(config.paymentProvider).toBe('paystack');
    expect(modeBanner(config)).toMatch(/^Production mode: payments by paystack/);
  });
});

describe('checkConfig outside production', () => {
  it('needs nothing: the demo runs on defaults, test payments, a random secret', () => {
    expect(checkConfig({})).toEqual({ errors: [], warnings: [] });
    const config = loadConfig({});
    expect(config.production).toBe(false);
    expect(config.devTools).toBe(true);
    expect(config.host).toBe('127.0.0.1');
    expect(config.paymentProvider).toBe('test');
    expect(config.appSecret).toHaveLength(64);
    expect(modeBanner(config)).toMatch(/^DEMO MODE/);
  });

  it('still refuses a provider it does not know, or Paystack without its key and PUBLIC_URL', () => {
    expect(checkConfig({ PAYMENT_PROVIDER: 'cash' }).errors).toHaveLength(1);
    expect(checkConfig({ PAYMENT_PROVIDER: 'paystack' }).errors).toEqual([
      'PAYSTACK_SECRET_KEY is required with PAYMENT_PROVIDER=paystack.',
      'PUBLIC_URL is required with PAYMENT_PROVIDER=paystack (Paystack returns buyers there).',
    ]);
  });
});

describe('the password hash cost', () => {
  it('is 16384 unless a test run lowers it; production and development ignore PASSWORD_HASH_COST', async () => {
    expect(loadConfig(complete).passwordHashCost).toBe(16384);
    expect(loadConfig({ ...complete, PASSWORD_HASH_COST: '2' }).passwordHashCost).toBe(16384);
    expect(loadConfig({ PASSWORD_HASH_COST: '1024' }).passwordHashCost).toBe(16384);
    expect(loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1024' }).passwordHashCost).toBe(1024);
    expect(() => loadConfig({ NODE_ENV: 'test', PASSWORD_HASH_COST: '1000' })).toThrow(/power of two/);
    // A hash names its cost: one made at a test cost still checks, and a new one is at the production cost.
    const cheap = await hashPassword('secret words', 1024);
    expect(cheap.split('$')[1]).toBe('1024');
    expect(await verifyPassword('secret words', cheap)).toBe(true);
    expect((await hashPassword('secret words')).split('$')[1]).toBe('16384');
  });
});

describe('the server entry', () => {
  it('refuses to start in production without its settings, naming each', async () => {
    const tsx = path.resolve(appRoot, '..', '..', 'node_modules', '.bin', 'tsx');
    const child = spawn(tsx, ['--conditions=@bookstore/source', 'src/cli/serve.ts'], {
      cwd: appRoot,
      env: { PATH: process.env.PATH, NODE_ENV: 'production', DATABASE_URL: 'memory://', PORT: '0' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const code = await new Promise<number | null>((resolve) => child.on('close', resolve));
    expect(code).toBe(1);
    expect(output).toContain('The server cannot start');
    for (const name of ['APP_SECRET', 'PUBLIC_URL', 'SMTP_URL', 'PAYMENT_PROVIDER']) {
      expect(output).toContain(`  - ${name}`);
    }
    expect(output).not.toContain('Bookstore API on');
  }, 30_000);
});
