import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { countRows } from '../../db/rows.ts';

/** Bank accounts with their bank and currency; callers add filters. */
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

export type BankAccountRow = Awaited<ReturnType<ReturnType<typeof bankAccountsQuery>['execute']>>[number];

/** A seller's accounts, the default first. */
export function sellerBankAccounts(db: Kysely<Database>, userId: number) {
  return bankAccountsQuery(db)
    .where('ba.user_id', '=', userId)
    .orderBy('ba.is_default', 'desc')
    .orderBy('ba.id')
    .execute();
}

/** One of a seller's accounts, or undefined. */
export function sellerBankAccount(db: Kysely<Database>, userId: number, accountId: number) {
  return bankAccountsQuery(db)
    .where('ba.id', '=', accountId)
    .where('ba.user_id', '=', userId)
    .executeTakeFirst();
}

/** Payout banks with this code in every country, in country order (codes are unique per country only). */
export function payoutBanksByCode(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('payout_banks as pb')
    .innerJoin('countries as c', 'c.code', 'pb.country_code')
    .select(['pb.id', 'pb.code', 'pb.name', 'pb.country_code', 'c.position'])
    .where('pb.code', '=', code)
    .orderBy('c.position')
    .execute();
}

export function countBankAccounts(db: Kysely<Database>, userId: number): Promise<number> {
  return countRows(db.selectFrom('bank_accounts').where('user_id', '=', userId));
}

export async function clearDefaultBankAccount(db: Kysely<Database>, userId: number): Promise<void> {
  await db.updateTable('bank_accounts').set({ is_default: false }).where('user_id', '=', userId).execute();
}

export async function insertBankAccount(
  db: Kysely<Database>,
  values: {
    user_id: number;
    payout_bank_id: number;
    account_number: string;
    account_name: string;
    is_default: boolean;
    created_at: Date;
  },
): Promise<number> {
  const row = await db.insertInto('bank_accounts').values(values).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Deletes one of a seller's accounts; undefined when it is not theirs. */
export function deleteAccountRow(db: Kysely<Database>, userId: number, accountId: number) {
  return db
    .deleteFrom('bank_accounts')
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .returning('is_default')
    .executeTakeFirst();
}

/** Makes the seller's newest remaining account the default, if there is one. */
export async function promoteNewestBankAccount(db: Kysely<Database>, userId: number): Promise<void> {
  const next = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .executeTakeFirst();
  if (next)
    await db.updateTable('bank_accounts').set({ is_default: true }).where('id', '=', next.id).execute();
}

/** Marks one of a seller's accounts default; false when it is not theirs. */
export async function setDefaultBankAccount(
  db: Kysely<Database>,
  userId: number,
  accountId: number,
): Promise<boolean> {
  const row = await db
    .updateTable('bank_accounts')
    .set({ is_default: true })
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .returning('id')
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the account exists and is the seller's. */
export async function ownsBankAccount(db: Kysely<Database>, userId: number, accountId: number) {
  const row = await db
    .selectFrom('bank_accounts')
    .select('id')
    .where('id', '=', accountId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}
