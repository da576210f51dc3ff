import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Hono } from 'hono';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppEnv } from '../src/context.ts';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/index.ts';
import {
  BadRequest,
  Conflict,
  forbidden,
  invalid,
  notFound,
  RateLimited,
  Unavailable,
  UpstreamFailed,
  validationFailed,
  type DomainError,
} from '../src/domain/errors.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { freshDatabase } from './helpers.ts';

// @one-database: the mapping sits above the database; a second run on PostgreSQL would repeat it.

/** Each refusal a service throws, and the answer the HTTP edge must give for it (the answers of before). */
const CASES: Array<{
  name: string;
  error: () => DomainError;
  status: number;
  body: Record<string, unknown>;
  headers?: Record<string, string>;
}> = [
  {
    name: 'notFound()',
    error: () => notFound(),
    status: 404,
    body: { message: 'The requested resource was not found.' },
  },
  {
    name: 'notFound(what)',
    error: () => notFound('The book was not found.'),
    status: 404,
    body: { message: 'The book was not found.' },
  },
  {
    name: 'forbidden()',
    error: () => forbidden(),
    status: 403,
    body: { message: 'This action is unauthorized.' },
  },
  {
    name: 'Conflict with field errors',
    error: () => new Conflict('Already reviewed.', { username: ['Not waiting for review.'] }),
    status: 409,
    body: { message: 'Already reviewed.', errors: { username: ['Not waiting for review.'] } },
  },
  {
    name: 'BadRequest',
    error: () => new BadRequest('Part 2 must be 5 bytes.'),
    status: 400,
    body: { message: 'Part 2 must be 5 bytes.' },
  },
  {
    name: 'invalid(field, message)',
    error: () => invalid('email', 'The email field is required.'),
    status: 422,
    body: { message: 'The email field is required.', errors: { email: ['The email field is required.'] } },
  },
  {
    name: 'validationFailed with three messages',
    error: () => validationFailed({ a: ['First.', 'Second.'], b: ['Third.'] }),
    status: 422,
    body: { message: 'First. (and 2 more errors)', errors: { a: ['First.', 'Second.'], b: ['Third.'] } },
  },
  {
    name: 'validationFailed with two messages',
    error: () => validationFailed({ a: ['First.'], b: ['Second.'] }),
    status: 422,
    body: { message: 'First. (and 1 more error)', errors: { a: ['First.'], b: ['Second.'] } },
  },
  {
    name: 'UpstreamFailed',
    error: () => new UpstreamFailed('The provider failed.'),
    status: 502,
    body: { message: 'The provider failed.' },
  },
  {
    name: 'Unavailable',
    error: () => new Unavailable('Not now.'),
    status: 503,
    body: { message: 'Not now.' },
  },
  {
    name: 'RateLimited with a wait (rounded up to whole seconds)',
    error: () => new RateLimited('Too many attempts.', 2_100),
    status: 429,
    body: { message: 'Too many attempts.' },
    headers: { 'Retry-After': '3' },
  },
  {
    name: 'RateLimited with a wait under a second',
    error: () => new RateLimited('Too many attempts.', 10),
    status: 429,
    body: { message: 'Too many attempts.' },
    headers: { 'Retry-After': '1' },
  },
  {
    name: 'RateLimited without a known wait',
    error: () => new RateLimited('Too many codes requested.'),
    status: 429,
    body: { message: 'Too many codes requested.' },
  },
];

describe('the HTTP edge answers each domain error once, with its status, body and headers', () => {
  let app: Hono<AppEnv>;
  let close: () => Promise<void>;
  beforeAll(async () => {
    const { handle, drop } = await freshDatabase();
    await migrate(handle);
    const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-domain-errors-'));
    const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
    ({ app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db) }));
    CASES.forEach((entry, index) =>
      app.get(`/api/test/refusal/${index}`, () => {
        throw entry.error();
      }),
    );
    close = async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    };
  });
  afterAll(async () => {
    await close?.();
  });

  it.each(CASES.map((entry, index) => ({ ...entry, index })))('$name → $status', async (entry) => {
    const res = await app.request(`/api/test/refusal/${entry.index}`);
    expect(res.status).toBe(entry.status);
    // A 5xx body also names its request (request-log.ts), as every 5xx answer does.
    const body = entry.status >= 500 ? { ...entry.body, request_id: expect.any(String) } : entry.body;
    expect(await res.json()).toEqual(body);
    for (const [name, value] of Object.entries(entry.headers ?? {}))
      expect(res.headers.get(name)).toBe(value);
    if (!entry.headers) expect(res.headers.get('Retry-After')).toBeNull();
  });
});
