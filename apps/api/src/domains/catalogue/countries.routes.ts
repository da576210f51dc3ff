import { contract } from '@bookstore/api-client/contract';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { toCountry } from './countries.presenter.ts';
import { countryStates, payoutBanks, supportedCountries } from './countries.ts';

const pub = contract.public;

export async function listSupportedCountries(deps: AppDeps) {
  const rows = await supportedCountries(deps.db);
  return { data: rows.map((row) => toCountry(deps, row)), message: 'Supported countries retrieved.' };
}

export async function listCountryStates(
  deps: AppDeps,
  { params }: HandlerInput<typeof pub.listCountryStates>,
) {
  return { data: await countryStates(deps.db, params.code), message: 'States retrieved.' };
}

export async function listPayoutBanks(deps: AppDeps, { query }: HandlerInput<typeof pub.listPayoutBanks>) {
  const { country, banks } = await payoutBanks(deps.db, query.country);
  return {
    data: banks.map((bank) => ({ ...bank, currency_code: country.currency_code })),
    message: 'Payout banks retrieved.',
  };
}

export const countryRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(pub.listSupportedCountries, deps, listSupportedCountries),
  route(pub.listCountryStates, deps, listCountryStates),
  route(pub.listPayoutBanks, deps, listPayoutBanks),
];
