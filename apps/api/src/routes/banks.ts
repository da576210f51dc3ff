import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { presentBankAccount } from '../presenters/banks.ts';
import {
  addBankAccount,
  listBankAccounts,
  payoutBank,
  removeBankAccount,
  resolveAccountName,
} from '../services/banks.ts';
import { homeCountryCode } from '../services/home-country.ts';

/** Payout bank accounts of a seller (dashboard calls: 2-factor first). */
export function banksRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const banks = contract.banks;

  return [
    implement(banks.resolve, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const bank = await payoutBank(db, body.bank_code, homeCountryCode(user));
      return {
        data: {
          bank_code: bank.code,
          account_number: body.account_number,
          account_name: await resolveAccountName(db, bank, body.account_number),
        },
        message: 'Account resolved.',
      };
    }),

    implement(banks.list, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const rows = await listBankAccounts(db, user.id);
      return { data: rows.map(presentBankAccount), message: 'Bank accounts retrieved.' };
    }),

    implement(banks.add, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const bank = await payoutBank(db, body.bank_code, homeCountryCode(user));
      const accountName = await resolveAccountName(db, bank, body.account_number);
      const row = await addBankAccount(deps, user.id, bank, {
        account_number: body.account_number,
        account_name: accountName,
        is_default: body.is_default,
      });
      return { data: presentBankAccount(row), message: 'The bank account has been added.' };
    }),

    implement(banks.delete, async ({ user, params, c }) => {
      requireSellerVerified(c, deps);
      await removeBankAccount(deps, user.id, params.id);
      return { data: null, message: 'The bank account has been removed.' };
    }),
  ];
}
