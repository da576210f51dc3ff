import type { Job } from '@bookstore/api-client/contract';
import { formatMonthUtc } from '../shared/format';

/** "2026-11" of a date, in UTC like the statistics calls' months. */
function monthKey(date: Date): string {
  return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
}

/** When a completed job was completed: the buyer's acceptance, else its latest delivery, else its order. */
export function completedAt(job: Job): string {
  const accepted = job.activities.findLast((activity) => activity.kind === 'accepted');
  return accepted?.created_at ?? job.deliveries[0]?.created_at ?? job.created_at;
}

export interface JobMonth {
  /** "Nov 2026". */
  label: string;
  jobs: number;
  /** The jobs' amounts in `currency` (jobs in another currency are left out of the sum). */
  amount: number;
}

/**
 * Completed jobs per month over the 12 months up to `now`, with their amounts. The statistics calls
 * have no voiceover series, so the dashboard derives it from the completed jobs themselves.
 */
export function jobsPerMonth(
  jobs: readonly Job[],
  currency: string | undefined,
  now = new Date(),
): JobMonth[] {
  const months = new Map<string, JobMonth>();
  for (let back = 11; back >= 0; back -= 1) {
    const month = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - back, 1));
    months.set(monthKey(month), { label: formatMonthUtc(month), jobs: 0, amount: 0 });
  }
  for (const job of jobs) {
    if (job.status !== 'completed') continue;
    const bucket = months.get(monthKey(new Date(completedAt(job))));
    if (!bucket) continue;
    bucket.jobs += 1;
    if (!currency || job.amount.currency_code === currency) bucket.amount += job.amount.amount;
  }
  return [...months.values()];
}
