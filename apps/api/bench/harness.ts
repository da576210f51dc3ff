/**
 * What the benchmarks share (bench/run.ts, bench/abuse.ts, bench/floor.ts): the API under test in its
 * own process (bench/server.ts), the bare statements beside it (bench/floor-server.ts) and an autocannon
 * load against them, with its latencies' percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** The keywords the search calls cycle through. */
export const KEYWORDS = [
  'love',
  'lagos',
  'night',
  'the river',
  'history',
  'money',
  'garden',
  'king',
  'water',
  'dream',
  'city',
  'war',
  'heart',
  'market',
  'sun',
  'stories',
  'light',
  'home',
  'road',
  'song',
];

/**
 * Where the database is, as the figures must say it: on this machine a query's round trip over TCP
 * loopback costs the API process about three times what it costs over PostgreSQL's Unix socket (the kernel
 * runs the receiving side's TCP work inside the sender's write), so a run names its transport.
 */
export function databaseWhere(url: string | undefined): string {
  if (!url) return 'PGlite (in memory)';
  // node-postgres takes a socket folder as the URL's encoded host (postgres://user@%2Fvar%2Frun%2Fpostgresql/db).
  const host = /^postgres(?:ql)?:\/\/(?:[^@/]*@)?([^/:?]*)/.exec(url)?.[1] ?? '';
  const decoded = decodeURIComponent(host);
  return decoded.startsWith('/')
    ? `PostgreSQL server (DATABASE_URL) over its Unix socket in ${decoded}`
    : `PostgreSQL server (DATABASE_URL) over TCP to ${decoded || 'localhost'}`;
}

/** One load's figures: requests per second, latency percentiles in ms, failed requests. */
export interface Latencies {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  /** Responses received in the window (any status). */
  requests: number;
}

/** The p-th percentile of sorted latencies, in ms with one decimal. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return Math.round((sorted[Math.max(0, index)] ?? 0) * 10) / 10;
}

/** One autocannon run against 127.0.0.1, bounded by `duration` seconds. */
export function load(
  url: string | string[],
  paths: string[],
  connections: number,
  duration: number,
): Promise<Latencies> {
  return new Promise((resolve, reject) => {
    const latencies: number[] = [];
    const requests = paths.map((p) => ({ method: 'GET' as const, path: p }));
    let started = 0;
    const instance = autocannon(
      // autocannon spreads the connections over several URLs (its types name only one).
      {
        url: url as string,
        connections,
        duration,
        requests,
        // Every connection would walk the list from its first URL, in step with the others: 20 requests
        // for one book at once, then 20 for the next (the answer cache and the database see one URL at a
        // time). Each starts at its own place instead, as visitors ask for different pages.
        setupClient: (client) => {
          const offset = Math.floor(((started++ % connections) * requests.length) / connections);
          client.setRequests([...requests.slice(offset), ...requests.slice(0, offset)]);
        },
      },
      (error, result) => {
        if (error) return reject(error);
        latencies.sort((a, b) => a - b);
        resolve({
          rps: Math.round(result.requests.average),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          errors: result.non2xx + result.errors + result.timeouts,
          requests: latencies.length,
        });
      },
    );
    instance.on('response', (_client: unknown, _status: number, _bytes: number, time: number) => {
      latencies.push(time);
    });
  });
}

export interface ServerInfo {
  ports: { cached: number; direct: number };
  kind: string;
  /** PostgreSQL: where the seeded tables are, for more processes to serve the same database. */
  db: { url: string; schema: string } | null;
  seedMs: number;
  uids: string[];
}

/** Each call's URLs, cycled through by its load. */
export function callUrls(info: Pick<ServerInfo, 'uids'>): Record<string, string[]> {
  const sorts = ['Trending', 'PublicationDateDesc', 'TitleAsc', 'PriceLow'];
  const types = ['ebook', 'audiobook', 'printbook'];
  return {
    home: ['ng', 'us', 'gb', 'za', 'gh', 'ke'].map((c) => `/api/public/home?country=${c}`),
    listing: Array.from(
      { length: 48 },
      (_, i) => `/api/public/books?country=ng&type=${types[i % 3]}&sort=${sorts[i % 4]}&page=${1 + (i % 4)}`,
    ),
    detail: info.uids.map((uid) => `/api/public/books/${uid}?country=ng`),
    search: KEYWORDS.map((k) => `/api/public/search?keyword=${encodeURIComponent(k)}`),
    // Issue 25: the see-all search (the listing by relevance) and a listing with the facets' filters.
    'see-all': KEYWORDS.map(
      (k, i) => `/api/public/books?country=ng&keyword=${encodeURIComponent(k)}&page=${1 + (i % 2)}`,
    ),
    filtered: Array.from(
      { length: 24 },
      (_, i) =>
        `/api/public/books?country=ng&type=${types[i % 3]}&language=English&price_band=${['low', 'mid', 'high'][i % 3]}&rating=${1 + (i % 4)}&sort=${sorts[i % 4]}&page=${1 + (i % 2)}`,
    ),
    // The store's HTML with the head the server writes (routes/seo.ts), to set against `detail`.
    'book page': info.uids.map((uid) => `/books/${uid}`),
    'listing page': Array.from({ length: 12 }, (_, i) => `/${types[i % 3]}s?page=${1 + (i % 4)}`),
  };
}

/** Starts bench/server.ts in a child process and waits for its ready line. */
export function startServer(
  books: number,
  attach?: ServerInfo['db'],
): Promise<{ info: ServerInfo; child: ChildProcess; appName: string }> {
  return startBenchProcess<ServerInfo>(
    'server.ts',
    { BENCH_BOOKS: String(books), ...(attach ? { BENCH_ATTACH: JSON.stringify(attach) } : {}) },
    '{"ports"',
  ).then(({ ready, child, appName }) => ({ info: ready, child, appName }));
}

/** The bare handler's ready line (bench/floor-server.ts): its port and each call's statement count. */
export interface FloorInfo {
  port: number;
  statements: Record<string, number>;
}

/**
 * Starts bench/floor-server.ts on the database a bench server seeded: each of `calls` (name to the API's
 * URL) answered by its bare SQL statements at `/call/{name}`.
 */
export function startFloor(
  db: NonNullable<ServerInfo['db']>,
  calls: Record<string, string>,
): Promise<{ ready: FloorInfo; child: ChildProcess; appName: string }> {
  return startBenchProcess<FloorInfo>(
    'floor-server.ts',
    { BENCH_ATTACH: JSON.stringify(db), FLOOR_CALLS: JSON.stringify(calls) },
    '{"port"',
  );
}

/**
 * One URL per call for the bare statements (bench/floor-server.ts replays one request's statements): a
 * book, the first page of ebooks by trending, the home page, a search for "love".
 */
export function floorUrls(uids: readonly string[]): Record<string, string> {
  return {
    detail: `/api/public/books/${uids[0]}?country=ng`,
    listing: '/api/public/books?country=ng&type=ebook&sort=Trending&page=1',
    home: '/api/public/home?country=ng',
    search: '/api/public/search?keyword=love',
  };
}

/** Ends bench processes (SIGTERM), each awaited, in the order given. */
export async function stopAll(children: readonly ChildProcess[]): Promise<void> {
  for (const child of children) {
    if (child.exitCode !== null || child.signalCode !== null) continue;
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
  }
}

/** Bench processes started by this one, for their application names. */
let benchProcesses = 0;

/**
 * Starts a bench script (a file of bench/, run by tsx) in a child process and waits for its ready line:
 * the first line of its output starting with `readyPrefix`, as JSON. The process connects to PostgreSQL
 * with an `application_name` of its own (node-postgres reads PGAPPNAME), by which bench/cpu.ts finds the
 * backends that serve it.
 */
export function startBenchProcess<T>(
  script: string,
  env: Record<string, string>,
  readyPrefix: string,
): Promise<{ ready: T; child: ChildProcess; appName: string }> {
  const appName = `bookstore-bench-${process.pid}-${(benchProcesses += 1)}`;
  const child = spawn(
    process.execPath,
    [
      '--conditions=@bookstore/source',
      '--import',
      'tsx',
      fileURLToPath(new URL(`./${script}`, import.meta.url)),
    ],
    { env: { ...process.env, ...env, PGAPPNAME: appName }, stdio: ['ignore', 'pipe', 'inherit'] },
  );
  return new Promise((resolve, reject) => {
    let buffer = '';
    const onData = (chunk: Buffer) => {
      buffer += chunk.toString();
      // Its ready line, not a log line (a server logs its requests on the same output).
      const line = buffer.split('\n').find((l) => l.startsWith(readyPrefix));
      if (!line) return;
      // Past the ready line the server's request log is read and dropped: kept and searched, it would
      // cost this process more with every request and take the cores the server is measured on.
      child.stdout?.off('data', onData);
      child.stdout?.resume();
      buffer = '';
      resolve({ ready: JSON.parse(line) as T, child, appName });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
