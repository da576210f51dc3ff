import { createHash } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Database } from '../../db/schema.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import {
  clearDefaultBankAccount,
  countBankAccounts,
  deleteAccountRow,
  insertBankAccount,
  ownsBankAccount,
  payoutBanksByCode,
  promoteNewestBankAccount,
  sellerBankAccount,
  sellerBankAccounts,
  setDefaultBankAccount,
  type BankAccountRow,
} from './banks.queries.ts';
import { lockUser } from '../accounts/account.queries.ts';
import { accountHolderNames, accountNumberLength } from '../catalogue/reference.queries.ts';

/** A seller keeps a handful of payout accounts, not a directory of them. */
export const MAX_BANK_ACCOUNTS = 5;

export interface PayoutBank {
  id: number;
  code: string;
  name: string;
  country_code: string;
}

const isUniqueViolation = (error: unknown): boolean =>
  typeof error === 'object' && error !== null && 'code' in error && error.code === '23505';

/** A seller's accounts, the default first. */
export const listBankAccounts = (db: Kysely<Database>, userId: number): Promise<BankAccountRow[]> =>
  sellerBankAccounts(db, userId);

/** A payout bank by code, preferring the seller's own country (codes are only unique per country). */
export async function payoutBank(
  db: Kysely<Database>,
  code: string,
  countryCode: string,
): Promise<PayoutBank> {
  const banks = await payoutBanksByCode(db, code);
  const bank = banks.find((b) => b.country_code === countryCode) ?? banks[0];
  if (!bank) throw invalid('bank_code', 'The selected bank is invalid.');
  return bank;
}

/** The same holder for the same key every time: one given and one family name picked by a hash of it. */
export function pickHolderName(key: string, given: readonly string[], family: readonly string[]): string {
  const digest = createHash('sha256').update(key).digest();
  const first = given[digest.readUInt32BE(0) % given.length];
  const last = family[digest.readUInt32BE(4) % family.length];
  return `${first ?? ''} ${last ?? ''}`.trim();
}

/**
 * Test-mode account name lookup: the account number must have the length the bank's country uses (when
 * one is set), a number of one repeated digit does not exist, and any other number resolves to the same
 * holder name every time (derived from the bank and the number), as a live bank lookup would.
 */
export async function resolveAccountName(
  db: Kysely<Database>,
  bank: Pick<PayoutBank, 'code' | 'country_code'>,
  accountNumber: string,
): Promise<string> {
  const length = await accountNumberLength(db, bank.country_code);
  if (length !== undefined && accountNumber.length !== length) {
    throw invalid('account_number', `The account number must be ${length} digits for this bank.`);
  }
  if (/^(\d)\1*$/.test(accountNumber)) {
    throw invalid(
      'account_number',
      'Could not resolve the account name. Check the account number and the bank.',
    );
  }
  const names = await accountHolderNames(db, bank.country_code);
  const given = names.filter((n) => n.part === 'given').map((n) => n.name);
  const family = names.filter((n) => n.part === 'family').map((n) => n.name);
  if (given.length === 0 || family.length === 0) {
    throw invalid('account_number', 'Account names cannot be looked up for banks in this country.');
  }
  return pickHolderName(`${bank.country_code}:${bank.code}:${accountNumber}`, given, family).toUpperCase();
}

/**
 * Adds a resolved account. Adds are serialised per seller (their user row is locked), so the count limit
 * and the single default hold under races; the first account is always the default.
 */
export async function addBankAccount(
  deps: AppDeps,
  userId: number,
  bank: PayoutBank,
  account: { account_number: string; account_name: string; is_default: boolean },
): Promise<BankAccountRow> {
  let id: number;
  try {
    id = await deps.db.transaction().execute(async (trx) => {
      await lockUser(trx, userId);
      const count = await countBankAccounts(trx, userId);
      if (count >= MAX_BANK_ACCOUNTS) {
        throw invalid('account_number', `You can keep at most ${MAX_BANK_ACCOUNTS} bank accounts.`);
      }
      const isDefault = count === 0 || account.is_default;
      if (isDefault) await clearDefaultBankAccount(trx, userId);
      return insertBankAccount(trx, {
        user_id: userId,
        payout_bank_id: bank.id,
        account_number: account.account_number,
        account_name: account.account_name,
        is_default: isDefault,
        created_at: deps.clock(),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error))
      throw invalid('account_number', 'This bank account has already been added.');
    throw error;
  }
  const row = await sellerBankAccount(deps.db, userId, id);
  if (!row) throw notFound('The bank account was not found.');
  return row;
}

/** Removes one of the seller's accounts; when it was the default, the newest remaining one takes over. */
export async function deleteBankAccount(deps: AppDeps, userId: number, accountId: number): Promise<void> {
  await deps.db.transaction().execute(async (trx) => {
    const removed = await deleteAccountRow(trx, userId, accountId);
    if (!removed) throw notFound('The bank account was not found.');
    // The newest remaining account takes over, so payouts always have a default.
    if (removed.is_default) await promoteNewestBankAccount(trx, userId);
  });
}

/**
 * Makes one of the seller's accounts the default for withdrawals; the others stop being default. Under
 * the seller's lock, like adds, so there is one default at every moment. Another seller's account: 404.
 */
export async function makeDefaultBankAccount(
  deps: AppDeps,
  userId: number,
  accountId: number,
): Promise<BankAccountRow> {
  await deps.db.transaction().execute(async (trx) => {
    await lockUser(trx, userId);
    if (!(await ownsBankAccount(trx, userId, accountId))) throw notFound('The bank account was not found.');
    await clearDefaultBankAccount(trx, userId);
    await setDefaultBankAccount(trx, userId, accountId);
  });
  const row = await sellerBankAccount(deps.db, userId, accountId);
  if (!row) throw notFound('The bank account was not found.');
  return row;
}
