import { contract, PARTNER_TERMS_VERSION } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { absoluteOrigin } from '../../lib/links.ts';
import { pageOf } from '../../lib/pagination.ts';
import { webActor } from '../accounts/audit.ts';
import { currentRates } from './commission.ts';
import { programmeRules, type LedgerTerms } from './partner-rules.ts';
import {
  presentAdminPartner,
  presentPartner,
  presentPartnerOrder,
  presentStats,
} from './partners.presenter.ts';
import {
  attributedOrders,
  changeSite,
  decidePartner,
  joinProgramme,
  listPartners,
  ownPartner,
  partnerStats,
  setRates,
} from './partners.ts';

const partners = contract.partners;

/** Where partner links point: the store's own origin (absolute: they are pasted on other sites). */
const storeLinkOrigin = (deps: AppDeps) => deps.config.storeUrl || absoluteOrigin(deps);

export async function programme(deps: AppDeps, terms: LedgerTerms) {
  const days = deps.config.partnerAttributionDays;
  return {
    data: {
      terms_version: PARTNER_TERMS_VERSION,
      attribution_days: days,
      store_share_percent: terms.storeSharePercent,
      rates: await currentRates(deps.db),
      hold_days: terms.holdDays,
      rules: programmeRules(days, terms.holdDays),
    },
    message: 'The partner programme.',
  };
}

export async function join(deps: AppDeps, { user, body }: HandlerInput<typeof partners.join>) {
  const row = await joinProgramme(deps, user, body);
  return {
    data: presentPartner(row, storeLinkOrigin(deps)),
    message: `Welcome to the partner programme: your code is ${row.code}.`,
  };
}

export async function me(deps: AppDeps, { user }: HandlerInput<typeof partners.me>) {
  const row = await ownPartner(deps, user);
  return { data: presentPartner(row, storeLinkOrigin(deps)), message: 'Partner profile retrieved.' };
}

export async function updateSite(deps: AppDeps, { user, body }: HandlerInput<typeof partners.updateSite>) {
  const row = await changeSite(deps, user, body.site_url);
  return { data: presentPartner(row, storeLinkOrigin(deps)), message: 'Your site address has been saved.' };
}

export async function stats(deps: AppDeps, { user }: HandlerInput<typeof partners.stats>) {
  return { data: presentStats(await partnerStats(deps, user)), message: 'Partner statistics retrieved.' };
}

export async function orders(deps: AppDeps, { user, query }: HandlerInput<typeof partners.orders>) {
  const { orders: rows, total } = await attributedOrders(deps, user, query);
  return {
    data: pageOf(rows.map(presentPartnerOrder), query.page, query.per_page, total),
    message: 'Attributed orders retrieved.',
  };
}

export async function adminList(deps: AppDeps, { query }: HandlerInput<typeof partners.adminList>) {
  const { partners: rows, total } = await listPartners(deps, query);
  return {
    data: pageOf(rows.map(presentAdminPartner), query.page, query.per_page, total),
    message: 'Partners retrieved.',
  };
}

export async function adminRates(deps: AppDeps, { user, body }: HandlerInput<typeof partners.adminRates>) {
  const rates = await setRates(deps, webActor(user.id), body, body.reason ?? null);
  return { data: rates, message: 'The commission rates have been saved.' };
}

export async function adminSuspend(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof partners.adminSuspend>,
) {
  const partner = await decidePartner(deps, webActor(user.id), params.code, 'suspend', body.reason);
  return { data: presentAdminPartner(partner), message: `Partner ${params.code} has been suspended.` };
}

export async function adminRestore(
  deps: AppDeps,
  { user, params, body }: HandlerInput<typeof partners.adminRestore>,
) {
  const partner = await decidePartner(deps, webActor(user.id), params.code, 'restore', body.reason ?? null);
  return { data: presentAdminPartner(partner), message: `Partner ${params.code} has been restored.` };
}

/**
 * The partner programme's calls. `terms` are the settlement's (the store's share, the hold), which the
 * route table passes in: the payments domain is above this one.
 */
export const partnersRoutes = (deps: AppDeps, terms: LedgerTerms): RouteDefinition[] => [
  route(partners.programme, deps, (d) => programme(d, terms)),
  route(partners.join, deps, join),
  route(partners.me, deps, me),
  route(partners.updateSite, deps, updateSite),
  route(partners.stats, deps, stats),
  route(partners.orders, deps, orders),
  route(partners.adminList, deps, adminList),
  route(partners.adminRates, deps, adminRates),
  route(partners.adminSuspend, deps, adminSuspend),
  route(partners.adminRestore, deps, adminRestore),
];
