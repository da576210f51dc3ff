/** The audit log (migration 014): append-only rows of what operators and the command line did. */
import { sql, type Kysely } from 'kysely';
import type { AuditAction, AuditSource, AuditTargetType, Database } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

export interface NewAuditEntry {
  operatorId: number | null;
  source: AuditSource;
  /** Who acted when no operator account did (the OS account of a command, the demo's auto-approval). */
  actorName: string | null;
  action: AuditAction;
  targetType: AuditTargetType;
  targetId: string;
  targetLabel: string;
  reason: string | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
  at: Date;
}

/** Appends one entry (call it inside the action's transaction, so both land or neither). */
export async function appendAudit(db: Kysely<Database>, entry: NewAuditEntry): Promise<void> {
  await db
    .insertInto('audit_log')
    .values({
      operator_id: entry.operatorId,
      source: entry.source,
      actor_name: entry.actorName,
      action: entry.action,
      target_type: entry.targetType,
      target_id: entry.targetId,
      target_label: entry.targetLabel,
      reason: entry.reason,
      before: entry.before === null ? null : JSON.stringify(entry.before),
      after: entry.after === null ? null : JSON.stringify(entry.after),
      created_at: entry.at,
    })
    .execute();
}

export interface AuditFilters {
  q?: string | undefined;
  action?: AuditAction | undefined;
  operator?: string | undefined;
  target_type?: AuditTargetType | undefined;
  target_id?: string | undefined;
  /** Inclusive UTC days. */
  from?: string | undefined;
  to?: string | undefined;
}

function auditBase(db: Kysely<Database>, filters: AuditFilters) {
  let query = db.selectFrom('audit_log as a').leftJoin('users as o', 'o.id', 'a.operator_id');
  if (filters.action) query = query.where('a.action', '=', filters.action);
  if (filters.target_type) query = query.where('a.target_type', '=', filters.target_type);
  if (filters.target_id) query = query.where('a.target_id', '=', filters.target_id);
  if (filters.operator) {
    const name = filters.operator.toLowerCase();
    query = query.where((eb) => eb(eb.fn('lower', ['o.username']), '=', name));
  }
  if (filters.from) query = query.where('a.created_at', '>=', new Date(`${filters.from}T00:00:00Z`));
  if (filters.to) {
    const next = new Date(`${filters.to}T00:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    query = query.where('a.created_at', '<', next);
  }
  if (filters.q) {
    const like = likePattern(filters.q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['a.target_id']), 'like', like),
        eb(eb.fn('lower', ['a.target_label']), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('a.reason', sql.lit(''))]), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('o.username', sql.lit(''))]), 'like', like),
        eb(eb.fn('lower', [eb.fn.coalesce('o.email', sql.lit(''))]), 'like', like),
      ]),
    );
  }
  return query;
}

const auditColumns = [
  'a.id',
  'a.source',
  'a.actor_name',
  'a.action',
  'a.target_type',
  'a.target_id',
  'a.target_label',
  'a.reason',
  'a.before',
  'a.after',
  'a.created_at',
  'o.id as operator_id',
  'o.uid as operator_uid',
  'o.username as operator_username',
  'o.email as operator_email',
  'o.first_name as operator_first_name',
  'o.last_name as operator_last_name',
] as const;

/** A page of the log matching `filters`, newest first. */
export function auditPage(db: Kysely<Database>, filters: AuditFilters, page: number, perPage: number) {
  return withTotal(auditBase(db, filters), (base) =>
    base
      .select(auditColumns)
      .orderBy('a.created_at', 'desc')
      .orderBy('a.id', 'desc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

/** The latest `limit` entries. */
export function recentAudit(db: Kysely<Database>, limit: number) {
  return auditBase(db, {})
    .select(auditColumns)
    .orderBy('a.created_at', 'desc')
    .orderBy('a.id', 'desc')
    .limit(limit)
    .execute();
}

export type AuditRow = Awaited<ReturnType<typeof recentAudit>>[number];
