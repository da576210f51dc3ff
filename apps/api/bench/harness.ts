/**
 * What the benchmarks share (bench/run.ts, bench/floor.ts): the API under test in its own process
 * (bench/server.ts) and an autocannon load against it, with its latencies' percentiles.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';

/** One load's figures: requests per second, latency percentiles in ms, failed requests. */
export interface Latencies {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
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

/** Starts bench/server.ts in a child process and waits for its ready line. */
export function startServer(
  books: number,
  attach?: ServerInfo['db'],
): Promise<{ info: ServerInfo; child: ChildProcess }> {
  return startBenchProcess<ServerInfo>(
    'server.ts',
    { BENCH_BOOKS: String(books), ...(attach ? { BENCH_ATTACH: JSON.stringify(attach) } : {}) },
    '{"ports"',
  ).then(({ ready, child }) => ({ info: ready, child }));
}

/**
 * Starts a bench script (a file of bench/, run by tsx) in a child process and waits for its ready line:
 * the first line of its output starting with `readyPrefix`, as JSON.
 */
export function startBenchProcess<T>(
  script: string,
  env: Record<string, string>,
  readyPrefix: string,
): Promise<{ ready: T; child: ChildProcess }> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=@bookstore/source',
      '--import',
      'tsx',
      fileURLToPath(new URL(`./${script}`, import.meta.url)),
    ],
    { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] },
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
      resolve({ ready: JSON.parse(line) as T, child });
    };
    child.stdout?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`${script} exited with ${code}`)));
  });
}
