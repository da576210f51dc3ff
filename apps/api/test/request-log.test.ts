import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { migrate } from '../src/db/index.ts';
import { HttpError } from '../src/http/errors.ts';
import { IN_PROCESS_READ } from '../src/http/request-log.ts';
import { createLogger, logger, withRequestId } from '../src/log.ts';
import { createMailer } from '../src/mail/mailer.ts';
import { freshDatabase } from './helpers.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

interface LogLine {
  level: string;
  msg: string;
  request_id?: string;
  method?: string;
  path?: string;
  status?: number;
  duration_ms?: number;
  err?: { message: string; stack: string };
}

/** An app whose log lines land in `lines`, with routes that fail; `trustProxy` proxies in front. */
async function appWithLog(trustProxy: number) {
  const { handle, drop } = await freshDatabase();
  await migrate(handle);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-request-log-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, TRUST_PROXY: String(trustProxy) });
  const lines: LogLine[] = [];
  const log = createLogger({
    level: 'info',
    destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
  });
  const { app } = createApp({ db: handle.db, config, mailer: createMailer(handle.db), logger: log });
  app.get('/api/test/boom', () => {
    throw new Error('boom in a handler');
  });
  app.get('/api/test/unavailable', () => {
    throw new HttpError(503, 'Not now.');
  });
  return {
    app,
    lines,
    linesOf: (id: string) => lines.filter((line) => line.request_id === id),
    close: async () => {
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

describe('request ids and logs', () => {
  let direct: Awaited<ReturnType<typeof appWithLog>>;
  let proxied: Awaited<ReturnType<typeof appWithLog>>;
  beforeAll(async () => {
    direct = await appWithLog(0);
    proxied = await appWithLog(1);
  });
  afterAll(async () => {
    await direct?.close();
    await proxied?.close();
  });

  it('makes an id for every request, answers it and logs the request line with it', async () => {
    const res = await direct.app.request('/api/public/nothing-here');
    expect(res.status).toBe(404);
    const id = res.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(UUID);
    // A 4xx body keeps its contract shape.
    expect(await res.json()).toEqual({ message: 'Not Found' });
    const [line] = direct.linesOf(id);
    expect(line).toMatchObject({
      level: 'info',
      method: 'GET',
      path: '/api/public/nothing-here',
      status: 404,
    });
    expect(line?.duration_ms).toBeGreaterThanOrEqual(0);
  });

  it("writes no line of its own for the server's in-process read, which runs under the page's id", async () => {
    const before = direct.lines.length;
    const res = await withRequestId('page-request', async () =>
      direct.app.request('/api/public/nothing-here', undefined, IN_PROCESS_READ),
    );
    expect(res.status).toBe(404);
    expect(res.headers.get('X-Request-Id')).toBeNull();
    expect(direct.lines.slice(before).filter((line) => line.msg === 'request')).toEqual([]);
    // A client's request to the same path still gets its line.
    await direct.app.request('/api/public/nothing-here');
    expect(direct.lines.slice(before).filter((line) => line.msg === 'request')).toHaveLength(1);
  });

  it("leaves a signed file link's token out of the log", async () => {
    const res = await direct.app.request('/api/files/secret-signature.abc?x=1');
    const [line] = direct.linesOf(res.headers.get('X-Request-Id') ?? '');
    expect(line?.path).toBe('/api/files/:token');
  });

  it("ignores a client's own X-Request-Id when no trusted proxy stands in front", async () => {
    const res = await direct.app.request('/healthz', { headers: { 'X-Request-Id': 'forged-by-the-client' } });
    const id = res.headers.get('X-Request-Id') ?? '';
    expect(id).toMatch(UUID);
    expect(direct.lines.some((line) => line.request_id === 'forged-by-the-client')).toBe(false);
  });

  it("takes the trusted proxy's X-Request-Id, unless it is not a plain token", async () => {
    const res = await proxied.app.request('/healthz', { headers: { 'X-Request-Id': 'lb-7f3a.42' } });
    expect(res.headers.get('X-Request-Id')).toBe('lb-7f3a.42');
    expect(proxied.linesOf('lb-7f3a.42')).toHaveLength(1);

    const odd = await proxied.app.request('/healthz', { headers: { 'X-Request-Id': 'two words {"x":1}' } });
    expect(odd.headers.get('X-Request-Id')).toMatch(UUID);
    const long = await proxied.app.request('/healthz', { headers: { 'X-Request-Id': 'a'.repeat(129) } });
    expect(long.headers.get('X-Request-Id')).toMatch(UUID);
  });

  it('puts the id in a 500 body and on the error and request lines, with the stack', async () => {
    const res = await proxied.app.request('/api/test/boom', { headers: { 'X-Request-Id': 'report-me-500' } });
    expect(res.status).toBe(500);
    expect(res.headers.get('X-Request-Id')).toBe('report-me-500');
    expect(await res.json()).toEqual({ message: 'Server Error', request_id: 'report-me-500' });
    const lines = proxied.linesOf('report-me-500');
    const error = lines.find((line) => line.err);
    expect(error?.level).toBe('error');
    expect(error?.err?.message).toBe('boom in a handler');
    expect(error?.err?.stack).toContain('request-log.test.ts');
    expect(lines.find((line) => line.status === 500)).toMatchObject({
      level: 'error',
      method: 'GET',
      path: '/api/test/boom',
    });
  });

  it('puts the id in every 5xx JSON body, whoever wrote it', async () => {
    const res = await direct.app.request('/api/test/unavailable');
    const id = res.headers.get('X-Request-Id') ?? '';
    expect(res.status).toBe(503);
    expect(await res.json()).toEqual({ message: 'Not now.', request_id: id });
    expect(direct.linesOf(id).map((line) => line.status)).toContain(503);
  });

  it("carries the request's id on lines written anywhere while serving it", async () => {
    const lines: LogLine[] = [];
    const log = createLogger({
      level: 'info',
      destination: { write: (line: string) => void lines.push(JSON.parse(line) as LogLine) },
    });
    await withRequestId('inside', async () => log.info('from a service'));
    log.info('outside any request');
    expect(lines.map((line) => [line.msg, line.request_id])).toEqual([
      ['from a service', 'inside'],
      ['outside any request', undefined],
    ]);
    // Tests keep the process's logger quiet (LOG_LEVEL unset under NODE_ENV=test).
    expect(logger.level).toBe(process.env.LOG_LEVEL ? logger.level : 'silent');
  });
});
