/**
 * The audit log (issue 28): every operator action, in the web or on the command line, appends an entry
 * in the action's own transaction (`recordAction`); the log is read page by page with filters.
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { AuditAction, AuditTargetType, Database } from '../../db/schema.ts';
import { pageOf } from '../../lib/pagination.ts';
import { appendAudit, auditPage, type AuditFilters } from './audit.queries.ts';

/** Who acts: an operator in the web (their user id), or the server's command line. */
export interface WebActor {
  source: 'web';
  operatorId: number;
}
export type Actor = WebActor | { source: 'cli'; operatorId: null };

export const CLI_ACTOR: Actor = { source: 'cli', operatorId: null };
export const webActor = (operatorId: number): WebActor => ({ source: 'web', operatorId });

export interface ActionRecord {
  action: AuditAction;
  target: { type: AuditTargetType; id: string; label: string };
  reason?: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}

/** Appends the audit entry of one action; `trx` is the action's transaction. */
export function recordAction(trx: Kysely<Database>, actor: Actor, at: Date, record: ActionRecord) {
  return appendAudit(trx, {
    operatorId: actor.operatorId,
    source: actor.source,
    action: record.action,
    targetType: record.target.type,
    targetId: record.target.id,
    targetLabel: record.target.label,
    reason: record.reason ?? null,
    before: record.before,
    after: record.after,
    at,
  });
}

/** A page of the log, newest first. */
export async function listAudit(
  deps: Pick<AppDeps, 'db'>,
  filters: AuditFilters & { page: number; per_page: number },
) {
  const { rows, total } = await auditPage(deps.db, filters, filters.page, filters.per_page);
  return pageOf(rows, filters.page, filters.per_page, total);
}
