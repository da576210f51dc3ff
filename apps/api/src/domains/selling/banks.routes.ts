import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../../http/session.ts';
import type { AppDeps } from '../../context.ts';
import { route, type HandlerInput, type RouteDefinition } from '../../http/contract-router.ts';
import { presentBankAccount } from './banks.presenter.ts';
import * as service from './banks.ts';
import { homeCountryCode } from '../catalogue/home-country.ts';

const banks = contract.banks;

export async function resolve(deps: AppDeps, { user, body, c }: HandlerInput<typeof banks.resolve>) {
  requireSellerVerified(c, deps);
  const bank = await service.payoutBank(deps.db, body.bank_code, homeCountryCode(user));
  return {
    data: {
      bank_code: bank.code,
      account_number: body.account_number,
      account_name: await service.resolveAccountName(deps.db, bank, body.account_number),
    },
    message: 'Account resolved.',
  };
}

export async function list(deps: AppDeps, { user, c }: HandlerInput<typeof banks.list>) {
  requireSellerVerified(c, deps);
  const rows = await service.listBankAccounts(deps.db, user.id);
  return { data: rows.map(presentBankAccount), message: 'Bank accounts retrieved.' };
}

export async function add(deps: AppDeps, { user, body, c }: HandlerInput<typeof banks.add>) {
  requireSellerVerified(c, deps);
  const bank = await service.payoutBank(deps.db, body.bank_code, homeCountryCode(user));
  const accountName = await service.resolveAccountName(deps.db, bank, body.account_number);
  const row = await service.addBankAccount(deps, user.id, bank, {
    account_number: body.account_number,
    account_name: accountName,
    is_default: body.is_default,
  });
  return { data: presentBankAccount(row), message: 'The bank account has been added.' };
}

export async function makeDefault(
  deps: AppDeps,
  { user, params, c }: HandlerInput<typeof banks.makeDefault>,
) {
  requireSellerVerified(c, deps);
  const row = await service.makeDefaultBankAccount(deps, user.id, params.id);
  return {
    data: presentBankAccount(row),
    message: `${row.bank_name} ${row.account_number.slice(-4)} is now your default account.`,
  };
}

export async function deleteBankAccount(
  deps: AppDeps,
  { user, params, c }: HandlerInput<typeof banks.delete>,
) {
  requireSellerVerified(c, deps);
  await service.deleteBankAccount(deps, user.id, params.id);
  return { data: null, message: 'The bank account has been removed.' };
}

/** Payout bank accounts of a seller (dashboard calls: 2-factor first). */
export const banksRoutes = (deps: AppDeps): RouteDefinition[] => [
  route(banks.resolve, deps, resolve),
  route(banks.list, deps, list),
  route(banks.add, deps, add),
  route(banks.makeDefault, deps, makeDefault),
  route(banks.delete, deps, deleteBankAccount),
];
