/**
 * The back office (issue 28): operators' calls under /api/admin. The contract router has already
 * checked the `operator` level and the mailed security check; every write goes through a service that
 * records its audit entry in the same transaction.
 */
import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../http/contract-router.ts';
import { presentAuditEntry } from '../presenters/admin.ts';
import { listAudit } from '../services/admin-audit.ts';

const admin = contract.admin;

export async function audit(deps: AppDeps, { query }: HandlerInput<typeof admin.audit>) {
  const page = await listAudit(deps, query);
  return { data: { ...page, items: page.items.map(presentAuditEntry) }, message: 'Audit log retrieved.' };
}

export function adminRoutes(deps: AppDeps): RouteDefinition[] {
  return [route(admin.audit, deps, audit)];
}
