import type { BankAccount } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import { ACCOUNT_NUMBER_LENGTH } from '../seed/content/banks.ts';
import { fullName, personName } from '../seed/content/people.ts';
import { hashString, Prng } from '../seed/prng.ts';

/** Name pools that fit each country's account holders, for test-mode resolution. */
const NAME_ORIGIN: Record<string, string> = {
  ng: 'yoruba',
  gh: 'ghana',
  ke: 'east-africa',
  za: 'southern-africa',
  gb: 'british',
  us: 'american',
};

export function bankAccountsQuery(db: Kysely<Database>) {
  return db
    .selectFrom('bank_accounts as ba')
    .innerJoin('payout_banks as pb', 'pb.id', 'ba.payout_bank_id')
    .innerJoin('countries as c', 'c.code', 'pb.country_code')
    .select([
      'ba.id',
      'ba.user_id',
      'ba.account_number',
      'ba.account_name',
      'ba.is_default',
      'ba.created_at',
      'pb.code as bank_code',
      'pb.name as bank_name',
      'c.currency_code',
    ]);
}

type BankAccountRow = Awaited<ReturnType<ReturnType<typeof bankAccountsQuery>['execute']>>[number];

export function presentBankAccount(row: BankAccountRow): BankAccount {
  return {
    id: row.id,
    bank_code: row.bank_code,
    bank_name: row.bank_name,
    account_number_masked: `${'*'.repeat(Math.max(0, row.account_number.length - 4))}${row.account_number.slice(-4)}`,
    account_name: row.account_name,
    currency_code: row.currency_code,
    is_default: row.is_default,
    created_at: row.created_at.toISOString(),
  };
}

/** A payout bank by code, preferring the seller's own country (codes are only unique per country). */
export async function payoutBank(db: Kysely<Database>, code: string, countryCode: string) {
  const banks = await db
    .selectFrom('payout_banks as pb')
    .innerJoin('countries as c', 'c.code', 'pb.country_code')
    .select(['pb.id', 'pb.code', 'pb.name', 'pb.country_code', 'c.position'])
    .where('pb.code', '=', code)
    .orderBy('c.position')
    .execute();
  const bank = banks.find((b) => b.country_code === countryCode) ?? banks[0];
  if (!bank) throw invalid('bank_code', 'The selected bank is invalid.');
  return bank;
}

/**
 * Test-mode account name lookup: the account number must have the length the bank's country uses,
 * a number of one repeated digit does not exist, and any other number resolves to the same holder name
 * every time (derived from the bank and the number), as a live bank lookup would.
 */
export function resolveAccountName(
  bank: { code: string; country_code: string },
  accountNumber: string,
): string {
  const length = ACCOUNT_NUMBER_LENGTH[bank.country_code];
  if (length !== undefined && accountNumber.length !== length) {
    throw invalid('account_number', `The account number must be ${length} digits for this bank.`);
  }
  if (/^(\d)\1*$/.test(accountNumber)) {
    throw invalid(
      'account_number',
      'Could not resolve the account name. Check the account number and the bank.',
    );
  }
  const rng = new Prng(hashString(`${bank.country_code}:${bank.code}:${accountNumber}`));
  return fullName(personName(rng, NAME_ORIGIN[bank.country_code])).toUpperCase();
}
