import { mkdtempSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { serve, type ServerType } from '@hono/node-server';
import type { Kysely, LogConfig, Selectable } from 'kysely';
import { createApp } from '../src/app.ts';
import { hashPassword, shortUid } from '../src/lib/crypto.ts';
import { listenUrl, loadConfig, type Config } from '../src/config.ts';
import type { AppDeps } from '../src/context.ts';
import { scratchDatabase, type Scratch } from '../src/db/scratch.ts';
import type { Database, MailOutboxTable, User } from '../src/db/schema.ts';
import type { JobLanes } from '../src/jobs/lanes.ts';
import { startJobs } from '../src/domains/jobs/handlers.ts';
import { createMailer } from '../src/mail/mailer.ts';
import type { ThrottleStore } from '../src/lib/throttle.ts';
import type { PaymentProvider } from '../src/payments/index.ts';
import { afterAnswerSettled } from '../src/lib/after-answer.ts';
import type { Limits } from '../src/lib/throttling.ts';

export interface TestServer {
  url: string;
  db: Kysely<Database>;
  deps: AppDeps;
  config: Config;
  /**
   * The server's job worker, as API_ROLE=all runs it but without the schedules. It polls only when the
   * server was started with `poll: true`; otherwise nothing runs between a test's requests (no claim
   * or schedule queries in a statement count) and the test runs queued work with `drain()`.
   */
  jobs: JobLanes;
  /**
   * Runs every job due now, mail queued after an answer (password resets) included, and answers how
   * many ran: the mail is then in the outbox. `sentMail` and `latestCode` drain first.
   */
  drain(): Promise<number>;
  /** Moves the server's clock (code and session expiry). */
  setNow(date: Date | null): void;
  close(): Promise<void>;
}

/** A fresh database with every migration applied: in-memory PGlite, or a new schema on DATABASE_URL's server. */
export function freshDatabase(log?: LogConfig): Promise<Scratch> {
  return scratchDatabase('test', { migrated: true, ...(log ? { log } : {}) });
}

export interface TestServerOptions {
  /** Extra environment for loadConfig (NODE_ENV, PUBLIC_URL...). */
  env?: Record<string, string>;
  storeDir?: string;
  corsOrigins?: string[];
  /** The payment provider (default: the one the env names), e.g. Paystack pointed at a local stand-in. */
  payments?: PaymentProvider | null;
  /** Throttling limits replacing the defaults (small ones, so a test needs few requests). */
  limits?: Partial<Limits>;
  /** Throttling counters: default the server's pool on DATABASE_URL, else memory (as in production). */
  throttleStore?: ThrottleStore;
  /** Kysely's query log, e.g. to count the statements a request runs. */
  log?: LogConfig;
  /**
   * Start the job worker polling, as a server process does (default false: queued work runs when the
   * test calls `drain()`, or reads mail through `sentMail`/`latestCode`).
   */
  poll?: boolean;
}

export async function startTestServer(options: TestServerOptions = {}): Promise<TestServer> {
  const { handle, drop } = await freshDatabase(options.log);
  const dataDir = mkdtempSync(path.join(tmpdir(), 'bookstore-api-test-'));
  const config = loadConfig({
    NODE_ENV: 'test',
    PASSWORD_HASH_COST: String(TEST_HASH_COST),
    DATA_DIR: dataDir,
    STORE_URL: 'http://store.test',
    ...options.env,
  });
  let now: Date | null = null;
  const throttleStore: ThrottleStore =
    options.throttleStore ?? (handle.pool ? { kind: 'postgres', pool: handle.pool } : { kind: 'memory' });
  const { app, deps } = createApp({
    throttleStore,
    ...(options.limits ? { limits: options.limits } : {}),
    db: handle.db,
    config,
    mailer: createMailer(handle.db),
    clock: () => now ?? new Date(),
    storeDir: options.storeDir,
    ...(options.corsOrigins ? { corsOrigins: options.corsOrigins } : {}),
    ...(options.payments !== undefined ? { payments: options.payments } : {}),
    // On the PostgreSQL server, as a server process: moderation changes reach the caches by NOTIFY.
    pool: handle.pool,
  });
  const jobs = await startJobs(deps, { schedules: [], poll: options.poll ?? false });
  const server: ServerType = await new Promise((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  // Idle keep-alive sockets outlive the client's: a test that blocks its process for seconds (building a
  // 10 MB body on a loaded machine) must not find the server closing the socket its next request uses.
  if ('keepAliveTimeout' in server) server.keepAliveTimeout = 60_000;
  const { port } = server.address() as AddressInfo;
  // As startServer does: links name the address the server listens on (unless PUBLIC_URL is set).
  if (!config.publicUrl) config.listenUrl = listenUrl('127.0.0.1', port);
  return {
    url: `http://127.0.0.1:${port}`,
    db: handle.db,
    deps,
    config,
    jobs,
    drain: async () => {
      await afterAnswerSettled();
      return jobs.drain();
    },
    setNow: (date) => {
      now = date;
    },
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await jobs.stop();
      await deps.publicCaches?.close();
      await drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export interface TestResponse<T = unknown> {
  status: number;
  body: T;
  headers: Headers;
}

interface RequestOptions {
  json?: unknown;
  form?: FormData;
  /** Send the X-XSRF-TOKEN header on unsafe methods (default true). */
  csrf?: boolean;
  headers?: Record<string, string>;
}

/** A browser-like client: keeps cookies, fetches the CSRF cookie and echoes it like the store does. */
export class TestClient {
  readonly cookies = new Map<string, string>();
  readonly baseUrl: string;

  constructor(baseUrl: string) {
    this.baseUrl = baseUrl;
  }

  cookie(name: string): string | undefined {
    return this.cookies.get(name);
  }

  async csrf(): Promise<void> {
    await this.request('GET', '/sanctum/csrf-cookie');
  }

  get<T = unknown>(pathname: string, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request('GET', pathname, options);
  }
  post<T = unknown>(pathname: string, json?: unknown, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request('POST', pathname, { ...options, json });
  }
  delete<T = unknown>(pathname: string, options?: RequestOptions): Promise<TestResponse<T>> {
    return this.request('DELETE', pathname, options);
  }

  async request<T = unknown>(
    method: string,
    pathname: string,
    options: RequestOptions = {},
  ): Promise<TestResponse<T>> {
    const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    if (unsafe && options.csrf !== false && !this.cookies.has('XSRF-TOKEN')) await this.csrf();
    const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
    if (this.cookies.size > 0) {
      headers.Cookie = [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    }
    const xsrf = this.cookies.get('XSRF-TOKEN');
    if (unsafe && options.csrf !== false && xsrf) headers['X-XSRF-TOKEN'] = decodeURIComponent(xsrf);
    let body: FormData | string | undefined;
    if (options.form) body = options.form;
    else if (options.json !== undefined) {
      body = JSON.stringify(options.json);
      headers['Content-Type'] = 'application/json';
    }
    const response = await fetch(this.baseUrl + pathname, { method, headers, body, redirect: 'manual' });
    for (const line of response.headers.getSetCookie()) {
      const [pair = '', ...attributes] = line.split(';');
      const index = pair.indexOf('=');
      const name = pair.slice(0, index).trim();
      const value = pair.slice(index + 1).trim();
      const expired = attributes.some((a) => /max-age=0\b/i.test(a.trim())) || value === '';
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
    const text = await response.text();
    let parsed: unknown = text;
    if ((response.headers.get('content-type') ?? '').includes('json') && text) parsed = JSON.parse(text);
    return { status: response.status, body: parsed as T, headers: response.headers };
  }
}

/** A valid sign-up body for `name` (`<name>@example.test`, country ng). */
export const registration = (name: string) => ({
  first_name: 'Tolu',
  last_name: 'Bello',
  username: name,
  email: `${name}@example.test`,
  password: 'a long password',
  password_confirmation: 'a long password',
  country_code: 'ng',
  accept_terms: true,
});

let cachedHash: Promise<string> | undefined;
export const TEST_PASSWORD = 'correct horse battery';
/**
 * scrypt's cost in the test servers (PASSWORD_HASH_COST): the suite signs in thousands of times, each
 * check a whole hash at the production cost (16384) otherwise. Hashes carry their cost, so nothing else
 * changes; config.test.ts checks production ignores it.
 */
export const TEST_HASH_COST = 1024;

export interface UserFixture {
  username?: string;
  email?: string;
  verified?: boolean;
  author?: boolean;
  voiceover?: boolean;
  country?: string;
}

/** Inserts a user directly (one scrypt hash per test file keeps the suite fast). */
export async function createUser(db: Kysely<Database>, fixture: UserFixture = {}): Promise<User> {
  cachedHash ??= hashPassword(TEST_PASSWORD, TEST_HASH_COST);
  const username = fixture.username ?? `user_${shortUid(8).toLowerCase()}`;
  return db
    .insertInto('users')
    .values({
      uid: shortUid(),
      username,
      email: fixture.email ?? `${username}@example.test`,
      first_name: 'Ada',
      last_name: 'Obi',
      country_code: fixture.country ?? null,
      password_hash: await cachedHash,
      email_verified_at: fixture.verified === false ? null : new Date(),
      is_author: fixture.author ?? false,
      is_voiceover_artist: fixture.voiceover ?? false,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** A client signed in as `user`. */
export async function signedIn(server: TestServer, user: User): Promise<TestClient> {
  const client = new TestClient(server.url);
  const res = await client.post('/user/auth/spa/login', { email: user.email, password: TEST_PASSWORD });
  if (res.status !== 200) throw new Error(`login failed: ${res.status} ${JSON.stringify(res.body)}`);
  return client;
}

/** The newest code mailed to `email`, read the way a developer would: from /dev/mail.json. */
export async function latestCode(server: TestServer, email: string): Promise<string> {
  // Mail is queued (reset mails after the answer): send what is on its way first.
  await server.drain();
  const res = await fetch(`${server.url}/dev/mail.json?to=${encodeURIComponent(email)}&limit=1`);
  const body = (await res.json()) as { data: { code: string | null }[] };
  const code = body.data[0]?.code;
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export type SentMail = Selectable<MailOutboxTable>;

/**
 * The mail the server has sent (the demo's outbox), oldest first, to one address and of one purpose
 * when given. Mail is queued: this drains the server's queue first, so every test reads what a
 * person would see once the worker has run.
 */
export async function sentMail(
  server: TestServer,
  filter: { to?: string; purpose?: string } = {},
): Promise<SentMail[]> {
  await server.drain();
  let query = server.db.selectFrom('mail_outbox').selectAll().orderBy('id');
  if (filter.to !== undefined) query = query.where('to_address', '=', filter.to);
  if (filter.purpose !== undefined) query = query.where('purpose', '=', filter.purpose);
  return query.execute();
}
