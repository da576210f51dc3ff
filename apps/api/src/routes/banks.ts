import { contract } from '@bookstore/api-client/contract';
import { requireSellerVerified } from '../auth/session.ts';
import type { AppDeps } from '../context.ts';
import { implement, type RouteDefinition } from '../http/contract-router.ts';
import { invalid, notFound } from '../http/errors.ts';
import { bankAccountsQuery, payoutBank, presentBankAccount, resolveAccountName } from '../services/banks.ts';
import { sellerCountryCode } from '../services/selling-books.ts';

/** A seller keeps a handful of payout accounts, not a directory of them. */
const MAX_BANK_ACCOUNTS = 5;

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** Payout bank accounts of a seller (dashboard calls: 2-factor first). */
export function banksRoutes(deps: AppDeps): RouteDefinition[] {
  const { db } = deps;
  const banks = contract.banks;

  const ownAccounts = (userId: number) =>
    bankAccountsQuery(db).where('ba.user_id', '=', userId).orderBy('ba.is_default', 'desc').orderBy('ba.id');

  return [
    implement(banks.resolve, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const bank = await payoutBank(db, body.bank_code, sellerCountryCode(user));
      return {
        data: {
          bank_code: bank.code,
          account_number: body.account_number,
          account_name: resolveAccountName(bank, body.account_number),
        },
        message: 'Account resolved.',
      };
    }),

    implement(banks.list, async ({ user, c }) => {
      requireSellerVerified(c, deps);
      const rows = await ownAccounts(user.id).execute();
      return { data: rows.map(presentBankAccount), message: 'Bank accounts retrieved.' };
    }),

    implement(banks.add, async ({ user, body, c }) => {
      requireSellerVerified(c, deps);
      const bank = await payoutBank(db, body.bank_code, sellerCountryCode(user));
      const accountName = resolveAccountName(bank, body.account_number);
      let id: number;
      try {
        id = await db.transaction().execute(async (trx) => {
          // Serialises adds per seller, so the count limit and the single default hold under races.
          await trx.selectFrom('users').select('id').where('id', '=', user.id).forUpdate().execute();
          const existing = await trx
            .selectFrom('bank_accounts')
            .select((eb) => eb.fn.countAll<number>().as('n'))
            .where('user_id', '=', user.id)
            .executeTakeFirstOrThrow();
          const count = Number(existing.n);
          if (count >= MAX_BANK_ACCOUNTS) {
            throw invalid('account_number', `You can keep at most ${MAX_BANK_ACCOUNTS} bank accounts.`);
          }
          const isDefault = count === 0 || body.is_default;
          if (isDefault) {
            await trx
              .updateTable('bank_accounts')
              .set({ is_default: false })
              .where('user_id', '=', user.id)
              .execute();
          }
          const row = await trx
            .insertInto('bank_accounts')
            .values({
              user_id: user.id,
              payout_bank_id: bank.id,
              account_number: body.account_number,
              account_name: accountName,
              is_default: isDefault,
              created_at: deps.clock(),
            })
            .returning('id')
            .executeTakeFirstOrThrow();
          return row.id;
        });
      } catch (error) {
        if (isUniqueViolation(error))
          throw invalid('account_number', 'This bank account has already been added.');
        throw error;
      }
      const row = await bankAccountsQuery(db).where('ba.id', '=', id).executeTakeFirstOrThrow();
      return { data: presentBankAccount(row), message: 'The bank account has been added.' };
    }),

    implement(banks.delete, async ({ user, params, c }) => {
      requireSellerVerified(c, deps);
      await db.transaction().execute(async (trx) => {
        const removed = await trx
          .deleteFrom('bank_accounts')
          .where('id', '=', params.id)
          .where('user_id', '=', user.id)
          .returning('is_default')
          .executeTakeFirst();
        if (!removed) throw notFound('The bank account was not found.');
        if (removed.is_default) {
          // The newest remaining account takes over, so payouts always have a default.
          const next = await trx
            .selectFrom('bank_accounts')
            .select('id')
            .where('user_id', '=', user.id)
            .orderBy('created_at', 'desc')
            .orderBy('id', 'desc')
            .executeTakeFirst();
          if (next)
            await trx
              .updateTable('bank_accounts')
              .set({ is_default: true })
              .where('id', '=', next.id)
              .execute();
        }
      });
      return { data: null, message: 'The bank account has been removed.' };
    }),
  ];
}
