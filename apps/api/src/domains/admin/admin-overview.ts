/** The back office's first page (issue 28): what waits, and how today goes (UTC days). */
import type { AppDeps } from '../../context.ts';
import { money } from '../../money.ts';
import { recentAudit } from '../accounts/audit.queries.ts';
import { failedPaymentsSince, paidOrdersSince, queueSizes } from './admin-overview.queries.ts';

/** How many audit entries the overview shows. */
const RECENT_ACTIONS = 10;

export async function overview(deps: Pick<AppDeps, 'db' | 'clock'>) {
  const now = deps.clock();
  const midnight = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  const [queues, paid, failed, recent] = await Promise.all([
    queueSizes(deps.db),
    paidOrdersSince(deps.db, midnight),
    failedPaymentsSince(deps.db, midnight),
    recentAudit(deps.db, RECENT_ACTIONS),
  ]);
  return {
    queues,
    today: {
      orders: paid.reduce((n, row) => n + Number(row.orders), 0),
      revenue: paid.map((row) => money(Number(row.revenue), row)),
      failed_payments: failed,
    },
    recent,
  };
}
