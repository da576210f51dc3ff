/**
 * What this API's workers run: the job handlers (mail, upload checks, cover variants, and the periodic work) and the schedules that
 * enqueue the periodic work once per period across every process (API_ROLE worker or all).
 */
import { purgeExpired } from '../accounts/session-purge.ts';
import type { AppDeps } from '../../context.ts';
import { logger } from '../../log.ts';
import { MAIL_JOB, mailDelivery } from '../../mail/mailer.ts';
import { purgeIdempotencyKeys } from '../orders/idempotency.ts';
import { expireUnpaidOrders } from '../checkout/unpaid-orders.ts';
import { COVER_VARIANTS_JOB, writeCoverVariants } from '../media/cover-variants.ts';
import { CHECK_UPLOAD_JOB, checkUpload } from '../uploads/upload-checks.ts';
import { abortStaleUploads } from '../uploads/uploads.ts';
import { mailReviewDigests, REVIEW_DIGEST_JOB } from '../reviews/author-reviews.ts';
import { purgeDoneJobs, type JobHandlers } from '../../jobs/queue.ts';
import { JobLanes, type Lane } from '../../jobs/lanes.ts';
import { registerSchedules, tickSchedules, type Schedule } from '../../jobs/schedules.ts';

export const PURGE_JOB = 'sessions.purge';
export const EXPIRY_JOB = 'orders.expire-unpaid';
export const STALE_UPLOADS_JOB = 'uploads.abort-stale';
const DAY_MS = 86_400_000;

/**
 * Expired sessions, old codes, (demo) old outbox messages and done jobs older than a day go every 15
 * minutes; unpaid book orders past UNPAID_ORDER_MINUTES are cancelled (their stock returned) and old
 * Idempotency-Keys forgotten every minute; uploads in parts left open for UPLOAD_STALE_HOURS are
 * aborted (their parts dropped) every hour.
 */
export const SCHEDULES: readonly Schedule[] = [
  { name: PURGE_JOB, everySeconds: 15 * 60, firstAfterSeconds: 10 },
  { name: EXPIRY_JOB, everySeconds: 60 },
  { name: STALE_UPLOADS_JOB, everySeconds: 60 * 60 },
  // Issue 42: each author's digest of new reviews of their books, once a day.
  { name: REVIEW_DIGEST_JOB, everySeconds: 24 * 60 * 60 },
];

export function jobHandlers(deps: AppDeps): JobHandlers {
  return {
    [MAIL_JOB]: mailDelivery(deps.db, deps.config),
    [PURGE_JOB]: async () => {
      await purgeExpired(deps);
      await purgeDoneJobs(deps.db, new Date(deps.clock().getTime() - DAY_MS));
    },
    [CHECK_UPLOAD_JOB]: (payload, job) => checkUpload(deps, payload, job),
    [COVER_VARIANTS_JOB]: (payload) => writeCoverVariants(deps, payload),
    [STALE_UPLOADS_JOB]: async () => {
      await abortStaleUploads(deps);
    },
    [REVIEW_DIGEST_JOB]: async () => {
      await mailReviewDigests(deps);
    },
    [EXPIRY_JOB]: async () => {
      await expireUnpaidOrders(deps);
      await purgeIdempotencyKeys(deps.db, deps.clock());
    },
  };
}

/**
 * The lanes (jobs/lanes.ts): mail (codes first, CODE_PRIORITY) never waits behind image work or file
 * checks; everything else (purges, expiry, digests) runs in its own lane.
 */
export function jobLanes(config: Pick<AppDeps['config'], 'jobMailWorkers' | 'jobMediaWorkers'>): Lane[] {
  return [
    { name: 'mail', jobs: [MAIL_JOB], concurrency: config.jobMailWorkers },
    { name: 'media', jobs: [COVER_VARIANTS_JOB, CHECK_UPLOAD_JOB], concurrency: config.jobMediaWorkers },
    { name: 'default', jobs: 'rest', concurrency: 1 },
  ];
}

/** Each job's time limit (ms); others get JOB_TIME_LIMIT_MS (default 120 s). */
export const JOB_TIME_LIMITS: Readonly<Record<string, number>> = {
  [MAIL_JOB]: 15_000,
  [COVER_VARIANTS_JOB]: 60_000,
  // Reads a whole uploaded file (up to 4 GB) from the store for its duration and chapters.
  [CHECK_UPLOAD_JOB]: 240_000,
};

export interface JobsOptions {
  /** The queue's and the schedules' time (default: the wall clock; tests drive it). */
  clock?: () => Date;
  /** Run the schedules too (default true; the test servers run only the jobs they enqueue). */
  schedules?: readonly Schedule[];
  /** Start polling (default true); false: the caller drives `drain()`. */
  poll?: boolean;
}

/** The workers of this app's lanes (registering the schedules first); polling unless told otherwise. */
export async function startJobs(deps: AppDeps, options: JobsOptions = {}): Promise<JobLanes> {
  const clock = options.clock ?? (() => new Date());
  const schedules = options.schedules ?? SCHEDULES;
  if (schedules.length > 0) await registerSchedules(deps.db, schedules, clock());
  // The schedules are looked at once a second at most, not at every poll.
  let lastTick = 0;
  const onTick = async () => {
    const now = clock();
    if (now.getTime() - lastTick < 1000) return;
    lastTick = now.getTime();
    await tickSchedules(deps.db, schedules, now);
  };
  const worker = new JobLanes(deps.db, jobLanes(deps.config), {
    handlers: jobHandlers(deps),
    clock,
    backoffMs: deps.config.jobBackoffMs,
    leaseMs: deps.config.jobLeaseMs,
    pollMs: deps.config.jobPollMs,
    timeLimits: JOB_TIME_LIMITS,
    defaultTimeLimitMs: deps.config.jobTimeLimitMs,
    ...(schedules.length > 0 ? { onTick } : {}),
    log: (message, error) => logger.warn({ err: error }, message),
  });
  if (options.poll !== false) worker.start();
  return worker;
}
