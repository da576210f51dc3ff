/**
 * The CPU a measured window cost, from /proc: the API process(es) under test (their pids), and on a
 * PostgreSQL server on this machine the backends that serve them, found in pg_stat_activity by the
 * `application_name` each bench process connects with (harness.ts sets PGAPPNAME). Background workers
 * (the checkpointer, autovacuum, the WAL writer) and other clients' backends are not counted.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { cpuMsPerRequest, statTicks, ticksSpent } from './judge.ts';

/** Clock ticks per second of /proc's times (USER_HZ: 100 on Linux, asked of getconf when it answers). */
const TICKS_PER_SECOND = (() => {
  try {
    const answer = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim());
    return answer > 0 ? answer : 100;
  } catch {
    return 100;
  }
})();

/** The CPU ticks of each process of `pids` still running. */
function ticksOf(pids: readonly number[]): Map<number, number> {
  const ticks = new Map<number, number>();
  for (const pid of pids) {
    try {
      ticks.set(pid, statTicks(readFileSync(`/proc/${pid}/stat`, 'utf8')));
    } catch {
      // Gone (a backend closed by its pool), or not readable: ticksSpent counts it as gone.
    }
  }
  return ticks;
}

/** One window's CPU per request: the API process(es)', and PostgreSQL's when it can be read. */
export interface WindowCpu {
  api: number;
  /** null on PGlite (the database runs inside the API process) or without /proc access to the server. */
  pg: number | null;
  /** Backends that closed inside the window (their last part is not counted). */
  pgGone: number;
}

export interface CpuMeter {
  /** Starts a window over these processes (and the backends of these application names). */
  start(
    pids: readonly number[],
    appNames: readonly string[],
  ): Promise<{ stop(requests: number): Promise<WindowCpu> }>;
  /** How PostgreSQL's share is found, for the output. */
  readonly pgSource: string;
  close(): Promise<void>;
}

/**
 * A meter for the database of `databaseUrl` (PostgreSQL) or none (PGlite). The server's backends are
 * read from /proc only when it runs on this machine: a backend pid of another machine means nothing here.
 */
export async function cpuMeter(databaseUrl: string | undefined): Promise<CpuMeter> {
  let client: pg.Client | undefined;
  let pgSource = 'PGlite: the database runs inside the API process (its CPU is in the API figure)';
  if (databaseUrl) {
    client = new pg.Client({ connectionString: databaseUrl, application_name: 'bookstore-bench-meter' });
    await client.connect();
    const ownPid = (await client.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0]?.pid;
    const local = ownPid !== undefined && ticksOf([ownPid]).size === 1;
    if (local)
      pgSource =
        'PostgreSQL: utime + stime of the backends serving the bench processes (pg_stat_activity by application_name, /proc/<pid>/stat)';
    else {
      pgSource = 'PostgreSQL on another machine (or its /proc not readable): its CPU is not measured';
      await client.end();
      client = undefined;
    }
  }
  const backends = async (appNames: readonly string[]): Promise<Map<number, number>> => {
    if (!client) return new Map();
    const { rows } = await client.query<{ pid: number }>(
      'SELECT pid FROM pg_stat_activity WHERE application_name = ANY($1::text[])',
      [appNames],
    );
    return ticksOf(rows.map((row) => row.pid));
  };
  return {
    pgSource,
    async start(pids, appNames) {
      const apiBefore = ticksOf(pids);
      const pgBefore = await backends(appNames);
      return {
        async stop(requests) {
          const apiAfter = ticksOf(pids);
          const pgAfter = await backends(appNames);
          const api = ticksSpent(apiBefore, apiAfter);
          const database = ticksSpent(pgBefore, pgAfter);
          return {
            api: cpuMsPerRequest(api.ticks, requests, TICKS_PER_SECOND),
            pg: client ? cpuMsPerRequest(database.ticks, requests, TICKS_PER_SECOND) : null,
            pgGone: database.gone,
          };
        },
      };
    },
    async close() {
      await client?.end();
    },
  };
}

/** A window's CPU as the output shows it: `api 1.23 + pg 0.45 ms/req`. */
export function showCpu(cpu: WindowCpu): string {
  const database = cpu.pg === null ? 'pg in api' : `pg ${cpu.pg.toFixed(2)}`;
  const gone = cpu.pgGone > 0 ? ` (${cpu.pgGone} backends closed in the window)` : '';
  return `cpu api ${cpu.api.toFixed(2)} + ${database} ms/req${gone}`;
}
