/**
 * The floor under the public reads (issue 26): each call measured through the API and through a bare
 * handler that runs the same SQL statements and nothing else (bench/floor-server.ts), alternately, with
 * the same load as bench/run.ts (autocannon, 20 connections), on a fresh schema of DATABASE_URL's
 * server. What the bare handler cannot do under the load, no change to the API's own code can.
 *
 *   DATABASE_URL=postgres://… pnpm --filter @bookstore/api bench:floor [--books 20000] [--duration 6]
 *                                                        [--rounds 2] [--connections 20]
 *
 * One URL per call (the bare handler replays one request's statements): a book, the first page of
 * ebooks by trending, the home page, a search for "love". A constant JSON answer and the API's answer
 * cache on the same calls mark the ceiling.
 */
import { parseArgs } from 'node:util';
import { floorUrls, load, startFloor, startServer, stopAll, type Latencies } from './harness.ts';

const { values } = parseArgs({
  options: {
    books: { type: 'string', default: '20000' },
    duration: { type: 'string', default: '6' },
    rounds: { type: 'string', default: '2' },
    connections: { type: 'string', default: '20' },
    warmup: { type: 'string', default: '2' },
  },
});
if (!process.env.DATABASE_URL)
  throw new Error('bench:floor measures against a PostgreSQL server: set DATABASE_URL');
const connections = Number(values.connections);
const duration = Number(values.duration);
const warmup = Number(values.warmup);

const { info, child } = await startServer(Number(values.books));
if (!info.db) throw new Error('The bench server did not report its database');
const calls = floorUrls(info.uids);
const { ready, child: floor } = await startFloor(info.db, calls);

const bareBase = `http://127.0.0.1:${ready.port}`;
const apiBase = `http://127.0.0.1:${info.ports.direct}`;
const cachedBase = `http://127.0.0.1:${info.ports.cached}`;
const measure = async (base: string, path: string): Promise<Latencies> => {
  if (warmup > 0) await load(base, [path], connections, warmup);
  return load(base, [path], connections, duration);
};
const show = (m: Latencies) =>
  `${m.rps} req/s, p95 ${m.p95} ms${m.errors > 0 ? ` (${m.errors} errors)` : ''}`;

try {
  console.log(
    `\n${values.books} books; ${connections} connections, ${duration} s each after ${warmup} s, ${values.rounds} rounds alternating`,
  );
  const rows: string[] = [];
  for (let round = 1; round <= Number(values.rounds); round++) {
    rows.push(`| constant JSON | ${show(await measure(bareBase, '/constant'))} | | |`);
    for (const [name, path] of Object.entries(calls)) {
      const bare = await measure(bareBase, `/call/${name}`);
      const api = await measure(apiBase, path);
      const cached = await measure(cachedBase, path);
      rows.push(
        `| ${name} (${ready.statements[name]} statements) | ${show(bare)} | ${show(api)} | ${show(cached)} |`,
      );
      console.log(rows.at(-1));
    }
  }
  console.log('\n| call | bare statements | API, cache off | API, cache on |\n|---|---|---|---|');
  for (const row of rows) console.log(row);
} finally {
  await stopAll([floor, child]);
}
