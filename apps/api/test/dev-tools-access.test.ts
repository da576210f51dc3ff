// The demo's /dev tools (outbox, clock, review) answer only this machine unless DEV_TOOLS_NETWORK=true
// (issue 23, item 5); a forged X-Forwarded-For or a rebinding Host does not pass for loopback.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { scratchDatabase, type Scratch } from '../src/db/scratch.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { isLoopback } from '../src/http/local-only.ts';

let scratch: Scratch;

beforeAll(async () => {
  scratch = await scratchDatabase('test', { migrated: true });
});
afterAll(() => scratch.drop());

/** The app as `env` configures it, asked for `path` from `socket` with `headers`. */
async function ask(
  env: Record<string, string>,
  path: string,
  socket: string,
  headers: Record<string, string> = {},
): Promise<number> {
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: `/tmp/dev-tools-${process.pid}`, ...env });
  const db = scratch.handle.db;
  const { app } = createApp({ db, config, mailer: createMailer(db) });
  const res = await app.request(
    `http://127.0.0.1:3000${path}`,
    { headers: { host: '127.0.0.1:3000', ...headers } },
    { incoming: { socket: { remoteAddress: socket } } },
  );
  return res.status;
}

const TOOLS = ['/dev/mail.json', '/dev/clock', '/dev/voiceover/review'];

describe('the /dev tools', () => {
  it('answer requests from this machine', async () => {
    for (const socket of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect(await ask({}, '/dev/mail.json', socket)).toBe(200);
      expect(await ask({}, '/dev/clock', socket, { host: 'localhost:3000' })).toBe(200);
    }
  });

  it('refuse the network by default, whatever X-Forwarded-For says', async () => {
    for (const path of TOOLS) {
      expect(await ask({}, path, '203.0.113.7')).toBe(403);
      expect(await ask({}, path, '203.0.113.7', { 'x-forwarded-for': '127.0.0.1' })).toBe(403);
      // Behind one trusted proxy: the proxy appended the real client after the forged address.
      expect(
        await ask({ TRUST_PROXY: '1' }, path, '10.0.0.2', { 'x-forwarded-for': '127.0.0.1, 203.0.113.7' }),
      ).toBe(403);
    }
  });

  it('refuse a request a proxy on this machine forwarded, and a page of another name (DNS rebinding)', async () => {
    expect(await ask({}, '/dev/mail.json', '127.0.0.1', { 'x-forwarded-for': '203.0.113.7' })).toBe(403);
    expect(await ask({}, '/dev/mail.json', '127.0.0.1', { forwarded: 'for=203.0.113.7' })).toBe(403);
    expect(await ask({}, '/dev/mail.json', '127.0.0.1', { host: 'attacker.example:3000' })).toBe(403);
    // The trusted proxy says the client is this machine.
    expect(
      await ask({ TRUST_PROXY: '1' }, '/dev/mail.json', '127.0.0.1', { 'x-forwarded-for': '127.0.0.1' }),
    ).toBe(200);
  });

  it('open to the network only with DEV_TOOLS_NETWORK=true, and never exist in production', async () => {
    expect(await ask({ DEV_TOOLS_NETWORK: 'true' }, '/dev/mail.json', '203.0.113.7')).toBe(200);
    expect(loadConfig({ NODE_ENV: 'production', DEV_TOOLS_NETWORK: 'true' })).toMatchObject({
      devTools: false,
      devToolsNetwork: false,
    });
  });

  it('know loopback addresses', () => {
    expect(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'].every(isLoopback)).toBe(true);
    expect(['10.0.0.1', '::ffff:10.0.0.1', '1127.0.0.1', '127.0.0.1.evil', 'unknown'].some(isLoopback)).toBe(
      false,
    );
  });
});
