import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** Every country in display order with its price level (null columns where none is set). */
export function countryPriceLevels(db: Kysely<Database>) {
  return db
    .selectFrom('countries as c')
    .leftJoin('price_levels as pl', 'pl.country_code', 'c.code')
    .select(['c.code', 'c.name', 'c.currency_code', 'pl.ebook_base', 'pl.price_step', 'pl.charm_pricing'])
    .orderBy('c.position')
    .orderBy('c.code')
    .execute();
}

export type CountryPriceLevelRow = Awaited<ReturnType<typeof countryPriceLevels>>[number];

/** A currency the store sells in (any country paying in it), or undefined. */
export function currencyByCode(db: Kysely<Database>, currencyCode: string) {
  return db
    .selectFrom('countries')
    .select(['currency_code', 'currency_symbol'])
    .where('currency_code', '=', currencyCode)
    .orderBy('position')
    .executeTakeFirst();
}

/** The number of digits of a bank account number in a country, when one is set. */
export async function accountNumberLength(
  db: Kysely<Database>,
  countryCode: string,
): Promise<number | undefined> {
  const row = await db
    .selectFrom('bank_account_formats')
    .select('account_number_length')
    .where('country_code', '=', countryCode)
    .executeTakeFirst();
  return row?.account_number_length;
}

/** The names a test-mode account lookup in a country answers with, in their stored order. */
export function accountHolderNames(db: Kysely<Database>, countryCode: string) {
  return db
    .selectFrom('account_holder_names')
    .select(['part', 'name'])
    .where('country_code', '=', countryCode)
    .orderBy('part')
    .orderBy('position')
    .orderBy('id')
    .execute();
}
