/**
 * The durable job queue (issue 27): a `jobs` table in the store's own database, the same code on the
 * PostgreSQL server and on embedded PGlite (see docs/decisions-issue-27.md for why not pg-boss).
 *
 * - `enqueue(db, name, payload)` inserts a job with whatever Kysely handle it is given: pass the
 *   transaction of the change that causes the job, and the job exists exactly when that change commits.
 * - A `JobWorker` claims due jobs one at a time (`FOR UPDATE SKIP LOCKED`: of several workers on one
 *   database exactly one gets each job), runs its handler, and marks it done; a failure is retried
 *   after `backoffMs * 2^(attempt-1)` (capped at an hour) until `max_attempts`, then kept as `failed`
 *   with its last error. A claim holds the job for `leaseMs`: a worker killed mid-job leaves it to be
 *   claimed again when the lease ends (at-least-once: handlers must tolerate a second run).
 * - Issue 41: a worker claims the highest `priority` first (codes), then the earliest due; every run has
 *   a time limit (by job name, never past the lease), after which the job is failed like any failure
 *   and the worker moves on. Lanes (lanes.ts) give groups of job names workers of their own.
 */
import { sql, type Kysely, type Selectable } from 'kysely';
import type { Database, JobsTable } from '../db/schema.ts';

export type JobRow = Selectable<JobsTable>;
/**
 * A job's work. `signal` aborts when the job's time limit passes: the worker has then already failed
 * the job (retried with backoff) and moved on; a handler that can stop early (a fetch, a stream) should.
 */
export type JobHandler = (payload: unknown, job: JobRow, signal: AbortSignal) => Promise<void>;
export type JobHandlers = Record<string, JobHandler>;

export interface EnqueueOptions {
  /** Not before this time (default: now, by this process's clock). */
  runAt?: Date;
  /** Runs before the job is kept as failed (default 8). */
  maxAttempts?: number;
  /** Claimed before lower ones of its lane that are due (default 0; codes: CODE_PRIORITY). */
  priority?: number;
}

/** The priority of mail carrying a sign-in or security code: ahead of every other job of its lane. */
export const CODE_PRIORITY = 10;

/** Local workers to wake when a job is enqueued in this process (the `all` role's prompt mail). */
const listeners = new Set<() => void>();

/** Inserts a job (in `db`'s transaction when `db` is one) and wakes this process's workers. */
export async function enqueue(
  db: Kysely<Database>,
  name: string,
  payload: unknown = {},
  options: EnqueueOptions = {},
): Promise<number> {
  const row = await db
    .insertInto('jobs')
    .values({
      name,
      payload: JSON.stringify(payload ?? {}),
      // The processes' clock, as the workers compare run_at with theirs (not the database's).
      run_at: options.runAt ?? new Date(),
      ...(options.maxAttempts ? { max_attempts: options.maxAttempts } : {}),
      ...(options.priority ? { priority: options.priority } : {}),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  for (const wake of listeners) wake();
  return Number(row.id);
}

export const MAX_BACKOFF_MS = 3_600_000;

/** How long after its `attempt`-th failure a job runs again. */
export function backoffDelay(baseMs: number, attempt: number): number {
  return Math.min(MAX_BACKOFF_MS, baseMs * 2 ** Math.max(0, attempt - 1));
}

export interface WorkerOptions {
  handlers: JobHandlers;
  /** Names this worker in `locked_by` (host:pid by default). */
  id?: string;
  /** The time (tests drive it); default the wall clock. */
  clock?: () => Date;
  /** First retry delay; doubles at each failure (JOB_BACKOFF_MS, default 5 s). */
  backoffMs?: number;
  /** How long a claimed job is held before another worker may take it (default 5 minutes). */
  leaseMs?: number;
  /** Idle poll interval of `start()` (JOB_POLL_MS, default 250 ms). */
  pollMs?: number;
  /** Called between polls (the schedules' tick), on the same loop. */
  onTick?: () => Promise<void>;
  /**
   * The longest one run of a job may take, by job name (ms; never more than `leaseMs`); past it the job
   * is failed (retried with backoff like any failure) and the worker moves on, whatever the handler
   * still does.
   */
  timeLimits?: Readonly<Record<string, number>>;
  /** The limit of a job named in no `timeLimits` (default DEFAULT_TIME_LIMIT_MS). */
  defaultTimeLimitMs?: number;
  /** Where failures are told (default: nowhere). */
  log?: (message: string, error?: unknown) => void;
}

/** How long a claim holds a job unless the worker is told another (JOB_LEASE_MS). */
export const DEFAULT_LEASE_MS = 300_000;

/** A job's time limit unless the worker is told another (JOB_TIME_LIMIT_MS); capped at the lease. */
export const DEFAULT_TIME_LIMIT_MS = 120_000;

export class JobTimedOut extends Error {
  constructor(name: string, ms: number) {
    super(`The job ${name} ran past its time limit of ${ms} ms and was stopped.`);
    this.name = 'JobTimedOut';
  }
}

/**
 * Runs `handler` for at most `ms`: a handler that throws (even synchronously) or rejects fails the job;
 * one still running at the limit is abandoned (its signal aborted) and the job failed with JobTimedOut.
 */
async function runLimited(handler: JobHandler, job: JobRow, ms: number): Promise<void> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new JobTimedOut(job.name, ms);
      controller.abort(error);
      reject(error);
    }, ms);
  });
  try {
    const run = Promise.resolve().then(() => handler(job.payload, job, controller.signal));
    // An abandoned run that fails later is nobody's business any more: not an unhandled rejection.
    run.catch(() => undefined);
    await Promise.race([run, limit]);
  } finally {
    clearTimeout(timer);
  }
}

const errorText = (error: unknown): string =>
  (error instanceof Error ? error.message : String(error)).slice(0, 2000);

export class JobWorker {
  readonly id: string;
  readonly #db: Kysely<Database>;
  readonly #options: WorkerOptions;
  readonly #clock: () => Date;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<void> | undefined;
  #again = false;
  #stopped = true;
  /** Set by stop(): a drain under way ends after the job in hand instead of running the rest. */
  #halted = false;
  #draining: Promise<unknown> = Promise.resolve();

  constructor(db: Kysely<Database>, options: WorkerOptions) {
    this.#db = db;
    this.#options = options;
    this.#clock = options.clock ?? (() => new Date());
    this.id = options.id ?? `${process.pid}:${Math.random().toString(36).slice(2, 8)}`;
  }

  /**
   * Claims the next due job this worker has a handler for (queued and due, or running past its
   * lease), or null. A job no handler here knows waits for a worker that knows it (another version).
   */
  async claim(): Promise<JobRow | null> {
    const names = Object.keys(this.#options.handlers);
    if (names.length === 0) return null;
    const now = this.#clock();
    const leaseEnd = new Date(now.getTime() + (this.#options.leaseMs ?? DEFAULT_LEASE_MS));
    const row = await this.#db
      .updateTable('jobs')
      .set((eb) => ({
        status: 'running',
        attempts: eb('attempts', '+', 1),
        locked_by: this.id,
        locked_until: leaseEnd,
      }))
      .where('id', '=', (eb) =>
        eb
          .selectFrom('jobs')
          .select('id')
          .where('name', 'in', names)
          .where((w) =>
            w.or([
              w.and([w('status', '=', 'queued'), w('run_at', '<=', now)]),
              w.and([w('status', '=', 'running'), w('locked_until', '<=', now)]),
            ]),
          )
          .orderBy('priority', 'desc')
          .orderBy('run_at')
          .orderBy('id')
          .limit(1)
          .forUpdate()
          .skipLocked(),
      )
      .returningAll()
      .executeTakeFirst();
    return row ?? null;
  }

  /** Claims and runs one job; answers whether there was one. */
  async runOne(): Promise<boolean> {
    const job = await this.claim();
    if (!job) return false;
    const handler = this.#options.handlers[job.name];
    let failure: unknown;
    if (job.attempts > job.max_attempts || !handler) {
      failure = new Error('The job was claimed more often than it may run (its workers stopped mid-job).');
    } else {
      try {
        // Never past the lease: another worker may take the job then, so this run is given up first.
        const limit = this.#options.timeLimits?.[job.name] ?? this.#options.defaultTimeLimitMs;
        const ms = Math.min(limit ?? DEFAULT_TIME_LIMIT_MS, this.#options.leaseMs ?? DEFAULT_LEASE_MS);
        await runLimited(handler, job, ms);
      } catch (error) {
        failure = error ?? new Error('The job failed.');
      }
    }
    const now = this.#clock();
    const mine = () =>
      this.#db
        .updateTable('jobs')
        .where('id', '=', job.id)
        .where('locked_by', '=', this.id)
        .where('status', '=', 'running');
    if (failure === undefined) {
      await mine().set({ status: 'done', finished_at: now, locked_by: null, locked_until: null }).execute();
      return true;
    }
    this.#options.log?.(`Job ${job.id} (${job.name}) failed, attempt ${job.attempts}`, failure);
    const final = job.attempts >= job.max_attempts || !handler;
    await mine()
      .set({
        status: final ? 'failed' : 'queued',
        last_error: errorText(failure),
        locked_by: null,
        locked_until: null,
        ...(final
          ? { finished_at: now }
          : {
              run_at: new Date(now.getTime() + backoffDelay(this.#options.backoffMs ?? 5000, job.attempts)),
            }),
      })
      .execute();
    return true;
  }

  /**
   * Runs due jobs (and the tick) until none is left; answers how many ran. Drains of one worker run one
   * after another (the polling loop's too): a drain returns only once the jobs it saw due are finished,
   * never while another drain of this worker still holds one of them.
   */
  drain(limit = 1000): Promise<number> {
    const run = this.#draining.then(async () => {
      await this.#options.onTick?.();
      let ran = 0;
      while (ran < limit && !this.#halted && (await this.runOne())) ran++;
      return ran;
    });
    this.#draining = run.catch(() => undefined);
    return run;
  }

  /** Polls every `pollMs` (and at once when this process enqueues a job) until `stop()`. */
  start(): void {
    if (!this.#stopped) return;
    this.#stopped = false;
    this.#halted = false;
    listeners.add(this.#wake);
    this.#wake();
  }

  readonly #wake = (): void => {
    if (this.#stopped) return;
    if (this.#running) {
      this.#again = true;
      return;
    }
    clearTimeout(this.#timer);
    this.#running = this.#loop().finally(() => {
      this.#running = undefined;
      if (this.#stopped) return;
      if (this.#again) {
        this.#again = false;
        this.#wake();
        return;
      }
      this.#timer = setTimeout(this.#wake, this.#options.pollMs ?? 250);
      this.#timer.unref();
    });
  };

  async #loop(): Promise<void> {
    try {
      await this.drain();
    } catch (error) {
      this.#options.log?.('The job worker could not poll the queue', error);
    }
  }

  /** Stops polling and waits for the job in hand. */
  async stop(): Promise<void> {
    this.#stopped = true;
    this.#halted = true;
    listeners.delete(this.#wake);
    clearTimeout(this.#timer);
    await this.#running;
  }
}

/** The failed jobs, newest first (the operator's list). */
export function failedJobs(db: Kysely<Database>, limit = 50) {
  return db
    .selectFrom('jobs')
    .select(['id', 'name', 'attempts', 'last_error', 'finished_at', 'created_at'])
    .where('status', '=', 'failed')
    .orderBy('finished_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Puts a failed job back in the queue with a fresh set of attempts; false when no failed job has that id. */
export async function retryJob(db: Kysely<Database>, id: number, now: Date): Promise<boolean> {
  const result = await db
    .updateTable('jobs')
    .set({ status: 'queued', attempts: 0, run_at: now, finished_at: null })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  const retried = Number(result.numUpdatedRows) > 0;
  if (retried) for (const wake of listeners) wake();
  return retried;
}

/** Forgets done jobs finished before `before` (failed ones stay for the operator). */
export async function purgeDoneJobs(db: Kysely<Database>, before: Date): Promise<number> {
  const result = await db
    .deleteFrom('jobs')
    .where('status', '=', 'done')
    .where('finished_at', '<', before)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** Counts of jobs by status (for logs and the bench). */
export async function jobCounts(db: Kysely<Database>): Promise<Record<string, number>> {
  const rows = await sql<{ status: string; n: number }>`
    SELECT status, count(*)::int AS n FROM jobs GROUP BY status`.execute(db);
  return Object.fromEntries(rows.rows.map((r) => [r.status, Number(r.n)]));
}
