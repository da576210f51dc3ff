/**
 * What the bench judges (issue 44, items 3–5), as pure functions of its figures: the one-request targets
 * (p95 at 2 connections, no answer cache, 20,000 books), the million-book targets (search, see-all and
 * filtered within twice the listing's p95), the API's throughput at 20 connections as a share of the bare
 * statements' (bench/floor-server.ts) and failed requests; and the CPU a process spent, from its
 * `/proc/<pid>/stat`.
 */

/** p95 targets in ms at 20,000 books, no answer cache, 2 connections (issue 44 item 3). */
export const TARGET_P95_MS: Readonly<Record<string, number>> = {
  listing: 4,
  detail: 2,
  search: 8,
  home: 8,
  'see-all': 10,
  filtered: 8,
  'book page': 15,
  'listing page': 15,
};
/** The connections and catalogue the one-request targets are set for. */
export const TARGET_CONNECTIONS = 2;
export const TARGET_BOOKS = 20_000;
/** Above this many books, the calls of `RELATIVE_CALLS` are judged against the listing (item 4). */
export const RELATIVE_CALLS: readonly string[] = ['search', 'see-all', 'filtered'];
export const RELATIVE_FACTOR = 2;
/** The API's requests per second at least this share of the bare statements' (item 5). */
export const FLOOR_SHARE = 0.8;
/** The calls compared with the bare statements. */
export const FLOOR_CALLS: readonly string[] = ['listing', 'detail'];

/** One measured window of one call. */
export interface Run {
  books: number;
  call: string;
  cache: 'off' | 'on';
  connections: number;
  p95: number;
  rps: number;
  errors: number;
  /** Responses in the window: none means the call was not measured, which fails it. */
  requests: number;
  /** `load`: the 20-connection phase, whose failed requests are judged even when there are none. */
  phase: 'one-request' | 'load';
}

/** The API and the bare statements on one call's URL, alternately, at the load's connections. */
export interface FloorRun {
  books: number;
  call: string;
  connections: number;
  apiRps: number;
  floorRps: number;
  apiErrors: number;
}

export interface Verdict {
  books: number;
  call: string;
  /** What is judged: `p95 ms, 2 conn`, `req/s ÷ floor, 20 conn`, `failed requests, 20 conn`. */
  what: string;
  target: string;
  measured: string;
  pass: boolean;
}

/** Every verdict the figures allow, in the order of the runs. */
export function judge(runs: readonly Run[], floors: readonly FloorRun[] = []): Verdict[] {
  const verdicts: Verdict[] = [];
  const listingP95 = (books: number) =>
    runs.find(
      (r) =>
        r.books === books &&
        r.call === 'listing' &&
        r.cache === 'off' &&
        r.connections === TARGET_CONNECTIONS &&
        r.phase === 'one-request',
    )?.p95;
  for (const run of runs) {
    const base = { books: run.books, call: run.call };
    const oneRequest =
      run.phase === 'one-request' && run.cache === 'off' && run.connections === TARGET_CONNECTIONS;
    const target = TARGET_P95_MS[run.call];
    if (oneRequest && run.books <= TARGET_BOOKS && target !== undefined)
      verdicts.push({
        ...base,
        what: `p95 ms, ${TARGET_CONNECTIONS} conn`,
        target: `≤ ${target}`,
        measured: run.requests > 0 ? String(run.p95) : 'no answer',
        pass: run.requests > 0 && run.p95 <= target,
      });
    const listing = listingP95(run.books);
    if (oneRequest && run.books > TARGET_BOOKS && RELATIVE_CALLS.includes(run.call) && listing !== undefined)
      verdicts.push({
        ...base,
        what: `p95 ms, ${TARGET_CONNECTIONS} conn`,
        target: `≤ ${RELATIVE_FACTOR} × listing = ${round(RELATIVE_FACTOR * listing)}`,
        measured: run.requests > 0 ? String(run.p95) : 'no answer',
        pass: run.requests > 0 && run.p95 <= RELATIVE_FACTOR * listing,
      });
    if (run.phase === 'load' || run.errors > 0)
      verdicts.push({
        ...base,
        what: `failed requests, ${run.connections} conn`,
        target: '0',
        measured: run.requests > 0 ? String(run.errors) : `${run.errors} (no answer)`,
        pass: run.errors === 0 && run.requests > 0,
      });
  }
  for (const floor of floors) {
    const share = floor.floorRps > 0 ? floor.apiRps / floor.floorRps : 0;
    verdicts.push({
      books: floor.books,
      call: floor.call,
      what: `req/s ÷ floor, ${floor.connections} conn`,
      target: `≥ ${FLOOR_SHARE}`,
      measured: `${share.toFixed(2)} (${floor.apiRps} / ${floor.floorRps})`,
      pass: share >= FLOOR_SHARE,
    });
    verdicts.push({
      books: floor.books,
      call: floor.call,
      what: `failed requests, ${floor.connections} conn`,
      target: '0',
      measured: String(floor.apiErrors),
      pass: floor.apiErrors === 0,
    });
  }
  return verdicts;
}

/** The verdicts as a Markdown table, with a last line saying PASS or FAIL and how many failed (or that none was judged). */
export function verdictTable(verdicts: readonly Verdict[]): string {
  if (verdicts.length === 0)
    return 'NOTHING JUDGED: the targets are for the calls without the cache at 2 connections (--judge), and no request failed';
  const failed = verdicts.filter((v) => !v.pass).length;
  const rows = verdicts.map(
    (v) =>
      `| ${v.books} | ${v.call} | ${v.what} | ${v.target} | ${v.measured} | ${v.pass ? 'pass' : 'FAIL'} |`,
  );
  return [
    '| books | call | judged | target | measured | verdict |',
    '|---|---|---|---|---|---|',
    ...rows,
    '',
    failed === 0
      ? `PASS: all ${verdicts.length} judged figures within their targets`
      : `FAIL: ${failed} of ${verdicts.length} judged figures outside their targets`,
  ].join('\n');
}

/**
 * The CPU time a process has used, user plus system, in clock ticks, from the text of its
 * `/proc/<pid>/stat` (fields 14 and 15). The command name (field 2) is in parentheses and may hold spaces
 * and parentheses itself, so the fields are counted from its last `)`.
 */
export function statTicks(stat: string): number {
  const close = stat.lastIndexOf(')');
  if (close < 0) throw new Error(`Not a /proc/<pid>/stat line: ${stat.slice(0, 80)}`);
  // After the name: field 3 (state) is at index 0, so utime (14) is at 11 and stime (15) at 12.
  const fields = stat
    .slice(close + 1)
    .trim()
    .split(/\s+/);
  const utime = Number(fields[11]);
  const stime = Number(fields[12]);
  if (!Number.isFinite(utime) || !Number.isFinite(stime))
    throw new Error(`No utime and stime in /proc/<pid>/stat: ${stat.slice(0, 80)}`);
  return utime + stime;
}

/**
 * The CPU ticks spent between two readings of several processes (pid to ticks): a process in both
 * counts its difference, one only in the second counts all it used (it started inside the window), and
 * one only in the first is gone, its last part lost: it is counted in `gone`.
 */
export function ticksSpent(
  before: ReadonlyMap<number, number>,
  after: ReadonlyMap<number, number>,
): { ticks: number; gone: number } {
  let ticks = 0;
  for (const [pid, now] of after) ticks += Math.max(0, now - (before.get(pid) ?? 0));
  const gone = [...before.keys()].filter((pid) => !after.has(pid)).length;
  return { ticks, gone };
}

/** CPU milliseconds per request, to two decimals, from ticks of `1000 / ticksPerSecond` ms each. */
export function cpuMsPerRequest(ticks: number, requests: number, ticksPerSecond: number): number {
  if (requests <= 0) return 0;
  return round((ticks * 1000) / ticksPerSecond / requests, 100);
}

function round(value: number, scale = 10): number {
  return Math.round(value * scale) / scale;
}
