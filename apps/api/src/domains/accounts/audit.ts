/**
 * The audit log (issue 28): every operator action, in the web or on the command line, appends an entry
 * in the action's own transaction (`recordAction`); the log is read page by page with filters.
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { AuditAction, AuditTargetType, Database } from '../../db/schema.ts';
import { forbidden } from '../../domain/errors.ts';
import { pageOf } from '../../lib/pagination.ts';
import { appendAudit, auditPage, type AuditFilters } from './audit.queries.ts';

/** Who acts: an operator in the web (their user id). */
export interface WebActor {
  source: 'web';
  operatorId: number;
  name?: undefined;
}
/**
 * Or the server's command line (`cli`: the operator named with --operator, else the OS account's name),
 * or the demo's /dev tools (`dev`: the signed-in user, else what acted, like the demo's auto-approval).
 * Every entry names a person or, failing one, says what acted (`name`).
 */
export interface ToolActor {
  source: 'cli' | 'dev';
  operatorId: number | null;
  name: string | null;
}
export type Actor = WebActor | ToolActor;

export const webActor = (operatorId: number): WebActor => ({ source: 'web', operatorId });
export const cliActor = (operator: { id: number } | null, osUser: string): ToolActor => ({
  source: 'cli',
  operatorId: operator?.id ?? null,
  name: operator ? null : osUser,
});
export const devActor = (userId: number | null, name: string | null = null): ToolActor => ({
  source: 'dev',
  operatorId: userId,
  name: userId === null ? (name ?? 'demo tool') : name,
});

/**
 * Separation of duties (issue 41): an operator decides nothing of their own (their books, account,
 * payouts, profile, reviews or orders). The demo's /dev tools are not an operator's decision (the
 * demo's seller reviews their own profile there) and are recorded as such instead.
 */
export function refuseOwn(actor: Actor, ownerId: number | null | undefined, what: string): void {
  if (actor.source === 'dev' || actor.operatorId === null) return;
  if (ownerId !== null && ownerId !== undefined && ownerId === actor.operatorId) {
    throw forbidden(`You cannot decide on ${what}: another operator has to.`);
  }
}

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
    actorName: actor.name ?? null,
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
