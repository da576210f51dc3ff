/**
 * `bench --abuse` (bench/run.ts): shoppers browse (home, listings, book pages, search; no answer cache,
 * so every request reaches the database) for `--duration` seconds alone, then again while an attacker
 * sends `--logins` wrong passwords from the same IP (10 connections, as fast as it is answered). Prints
 * the shoppers' p50/p95 in both runs and what the attacker got (422 until the throttle answers 429).
 */
import autocannon from 'autocannon';
import { databaseWhere, KEYWORDS, load, startServer, stopAll, type Latencies } from './harness.ts';

interface AbuseOutcome {
  ms: number;
  statuses: Record<string, number>;
}

/** `count` wrong logins from this machine's one IP, 10 at a time, with a CSRF token as a browser has. */
async function attack(base: string, count: number): Promise<AbuseOutcome> {
  const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
  const cookie = csrf.headers
    .getSetCookie()
    .map((line) => line.split(';')[0] ?? '')
    .join('; ');
  const xsrf = decodeURIComponent(/XSRF-TOKEN=([^;]+)/.exec(cookie)?.[1] ?? '');
  const statuses: Record<string, number> = {};
  const started = Date.now();
  await new Promise<void>((resolve, reject) => {
    const instance = autocannon(
      {
        url: base,
        connections: 10,
        amount: count,
        requests: [
          {
            method: 'POST',
            path: '/user/auth/spa/login',
            headers: {
              'content-type': 'application/json',
              accept: 'application/json',
              cookie,
              'x-xsrf-token': xsrf,
            },
            // One real-looking account and a stream of unknown ones: per-account and per-IP limits.
            setupRequest: (request) => ({
              ...request,
              body: JSON.stringify({
                email:
                  Math.random() < 0.5
                    ? 'victim@example.test'
                    : `guess${Math.floor(Math.random() * 1e9)}@example.test`,
                password: `wrong-${Math.random()}`,
              }),
            }),
          },
        ],
      },
      (error) => (error ? reject(error) : resolve()),
    );
    instance.on('response', (_client: unknown, status: number) => {
      statuses[status] = (statuses[status] ?? 0) + 1;
    });
  });
  return { ms: Date.now() - started, statuses };
}

/** Shoppers' latency alone, then while `logins` wrong logins come from one IP. */
export async function benchAbuse(
  books: number,
  options: { connections: number; duration: number; warmup: number; logins: number },
): Promise<void> {
  const { info, child } = await startServer(books);
  try {
    const where = databaseWhere(process.env.DATABASE_URL);
    console.log(`${books} books seeded in ${info.seedMs} ms (${info.kind}, ${where})`);
    const base = `http://127.0.0.1:${info.ports.direct}`;
    const sorts = ['Trending', 'PublicationDateDesc', 'TitleAsc', 'PriceLow'];
    const types = ['ebook', 'audiobook', 'printbook'];
    const browse = [
      ...['ng', 'us', 'gb'].map((c) => `/api/public/home?country=${c}`),
      ...Array.from(
        { length: 24 },
        (_, i) =>
          `/api/public/books?country=ng&type=${types[i % 3]}&sort=${sorts[i % 4]}&page=${1 + (i % 4)}`,
      ),
      ...info.uids.slice(0, 60).map((uid) => `/api/public/books/${uid}?country=ng`),
      ...KEYWORDS.map((k) => `/api/public/search?keyword=${encodeURIComponent(k)}`),
    ];
    if (options.warmup > 0) await load(base, browse, options.connections, options.warmup);
    const calm = await load(base, browse, options.connections, options.duration);
    const [abused, attacked] = await Promise.all([
      load(base, browse, options.connections, options.duration),
      attack(base, options.logins),
    ]);
    const row = (label: string, m: Latencies) =>
      `| ${label} | ${m.rps} | ${m.p50} | ${m.p95} | ${m.p99} | ${m.errors} |`;
    console.log(
      `\nShoppers: ${options.connections} connections browsing for ${options.duration} s (no answer cache)\n` +
        `| shoppers | req/s | p50 ms | p95 ms | p99 ms | errors |\n|---|---|---|---|---|---|\n` +
        `${row('alone', calm)}\n${row(`with ${options.logins} wrong logins from one IP`, abused)}`,
    );
    const answers = Object.entries(attacked.statuses)
      .map(([status, n]) => `${n} × ${status}`)
      .join(', ');
    console.log(`\nAttacker: ${options.logins} wrong logins in ${attacked.ms} ms: ${answers}`);
    if (calm.errors > 0 || abused.errors > 0) process.exitCode = 1;
  } finally {
    await stopAll([child]);
  }
}
