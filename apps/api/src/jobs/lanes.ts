/**
 * Lanes of the job queue (issue 41): each lane has its own workers (its own polling loops) that claim
 * only the lane's job names, so slow work in one lane (image work, file checks) never holds a job of
 * another (mail). Within a lane a higher `priority` goes first (codes), then the earliest due. Every
 * run has a time limit (queue.ts), so a hung handler holds one of its lane's workers for that long at
 * most, and a throwing one fails only its own job.
 */
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { JobWorker, type JobHandlers, type WorkerOptions } from './queue.ts';

export interface Lane {
  name: string;
  /** The job names this lane runs; `rest`: every handler no other lane names. */
  jobs: readonly string[] | 'rest';
  /** Workers of this lane, each claiming one job at a time (at least 1). */
  concurrency: number;
}

/** Splits `handlers` by lane; a lane without any handler gets no worker. */
export function laneHandlers(handlers: JobHandlers, lanes: readonly Lane[]): Map<string, JobHandlers> {
  const named = new Set(lanes.flatMap((lane) => (lane.jobs === 'rest' ? [] : lane.jobs)));
  const split = new Map<string, JobHandlers>();
  for (const lane of lanes) {
    const own = Object.entries(handlers).filter(([name]) =>
      lane.jobs === 'rest' ? !named.has(name) : lane.jobs.includes(name),
    );
    if (own.length > 0) split.set(lane.name, Object.fromEntries(own));
  }
  return split;
}

/** The workers of every lane: started, drained and stopped together. */
export class JobLanes {
  readonly workers: readonly { lane: string; worker: JobWorker }[];

  /** `options.onTick` (the schedules) runs on the first worker only. */
  constructor(db: Kysely<Database>, lanes: readonly Lane[], options: WorkerOptions) {
    const split = laneHandlers(options.handlers, lanes);
    const workers: { lane: string; worker: JobWorker }[] = [];
    for (const lane of lanes) {
      const handlers = split.get(lane.name);
      if (!handlers) continue;
      for (let i = 0; i < Math.max(1, lane.concurrency); i++) {
        const { onTick, ...rest } = options;
        const first = workers.length === 0;
        workers.push({
          lane: lane.name,
          worker: new JobWorker(db, {
            ...rest,
            handlers,
            ...(options.id ? { id: `${options.id}:${lane.name}:${i}` } : {}),
            ...(first && onTick ? { onTick } : {}),
          }),
        });
      }
    }
    this.workers = workers;
  }

  /**
   * Runs due jobs until none is left in any lane (tests and the CLI): the lanes one after another,
   * one worker each, again while a pass ran something (a job may queue another). Answers how many ran.
   */
  async drain(limit = 1000): Promise<number> {
    const seen = new Set<string>();
    const one = this.workers.filter(({ lane }) => !seen.has(lane) && seen.add(lane));
    let total = 0;
    for (;;) {
      let ran = 0;
      for (const { worker } of one) ran += await worker.drain(limit - total - ran);
      total += ran;
      if (ran === 0 || total >= limit) return total;
    }
  }

  /** Every worker polls on its own loop. */
  start(): void {
    for (const { worker } of this.workers) worker.start();
  }

  /** Stops every worker, waiting for the jobs in hand. */
  async stop(): Promise<void> {
    await Promise.all(this.workers.map(({ worker }) => worker.stop()));
  }
}
