/**
 * The back office (issue 28): operators' calls under /api/admin. The contract router has already
 * checked the `operator` level and the mailed security check; every write goes through a service that
 * records its audit entry in the same transaction.
 */
import { formatPrice } from '@bookstore/api-client/constants';
import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { presentAdminOrder, presentAuditEntry, presentPayout } from './admin.presenter.ts';
import { listOrders, orderDetails, refundOrder as refund } from './admin-orders.ts';
import { listAudit, webActor } from '../accounts/audit.ts';
import { overview as figures } from './admin-overview.ts';
import { decidePayout, listPayouts, withAccount, withAccounts } from './admin-payouts.ts';

const admin = contract.admin;

export async function overview(deps: AppDeps) {
  const { recent, ...rest } = await figures(deps);
  return { data: { ...rest, recent_actions: recent.map(presentAuditEntry) }, message: 'Overview retrieved.' };
}

export async function audit(deps: AppDeps, { query }: HandlerInput<typeof admin.audit>) {
  const page = await listAudit(deps, query);
  return { data: { ...page, items: page.items.map(presentAuditEntry) }, message: 'Audit log retrieved.' };
}

export async function payouts(deps: AppDeps, { query }: HandlerInput<typeof admin.payouts>) {
  const page = await listPayouts(deps, query);
  const items = (await withAccounts(deps, page.items)).map(presentPayout);
  return { data: { ...page, items }, message: 'Payout queue retrieved.' };
}

export async function releasePayout(
  deps: AppDeps,
  { user, params }: HandlerInput<typeof admin.releasePayout>,
) {
  const row = await decidePayout(deps, webActor(user.id), params.id, { decision: 'release' });
  return {
    data: presentPayout(await withAccount(deps, row)),
    message: `Withdrawal ${row.reference} is released to the bank.`,
  };
}

export async function rejectPayout(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.rejectPayout>,
) {
  const row = await decidePayout(deps, webActor(user.id), params.id, {
    decision: 'reject',
    reason: body.reason,
  });
  return {
    data: presentPayout(await withAccount(deps, row)),
    message: `Withdrawal ${row.reference} is rejected; the money is back in the seller's balance.`,
  };
}

export async function orders(deps: AppDeps, { query }: HandlerInput<typeof admin.orders>) {
  const page = await listOrders(deps, query);
  return { data: { ...page, items: page.items.map(presentAdminOrder) }, message: 'Orders retrieved.' };
}

export async function order(deps: AppDeps, { params }: HandlerInput<typeof admin.order>) {
  return { data: presentAdminOrder(await orderDetails(deps, params.id)), message: 'Order retrieved.' };
}

export async function refundOrder(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof admin.refundOrder>,
) {
  const details = await refund(deps, webActor(user.id), params.id, body);
  const answer = presentAdminOrder(details);
  const last = answer.refunds.at(-1);
  return {
    data: answer,
    message: `Refunded ${last ? formatPrice(last.amount.amount, last.amount.currency_symbol) : ''} of order ${answer.reference}; the refunded books left the buyer's library.`,
  };
}

export function adminRoutes(deps: AppDeps): RouteDefinition[] {
  return [
    route(admin.overview, deps, overview),
    route(admin.audit, deps, audit),
    route(admin.payouts, deps, payouts),
    route(admin.releasePayout, deps, releasePayout),
    route(admin.rejectPayout, deps, rejectPayout),
    route(admin.orders, deps, orders),
    route(admin.order, deps, order),
    route(admin.refundOrder, deps, refundOrder),
  ];
}
