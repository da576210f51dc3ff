import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A supported country's code and currency, or undefined. */
export function countryCurrency(db: Kysely<Database>, code: string) {
  return db
    .selectFrom('countries')
    .select(['code', 'currency_code', 'currency_symbol'])
    .where('code', '=', code)
    .executeTakeFirst();
}

/** A supported country's code, or undefined. */
export function countryCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst();
}

/** Every supported country, in the store's order. */
export function allCountries(db: Kysely<Database>) {
  return db.selectFrom('countries').selectAll().orderBy('position').orderBy('name').execute();
}

/** A country's states by name. */
export function statesOf(db: Kysely<Database>, countryCode: string) {
  return db
    .selectFrom('states')
    .select(['id', 'name', 'code', 'country_code'])
    .where('country_code', '=', countryCode)
    .orderBy('name')
    .execute();
}

/** One state with its country, or undefined. */
export function stateById(db: Kysely<Database>, id: number) {
  return db.selectFrom('states').select(['id', 'country_code']).where('id', '=', id).executeTakeFirst();
}

/** The banks a seller in a country can be paid to, by name. */
export function payoutBanksOf(db: Kysely<Database>, countryCode: string) {
  return db
    .selectFrom('payout_banks')
    .select(['code', 'name', 'country_code'])
    .where('country_code', '=', countryCode)
    .orderBy('name')
    .execute();
}
