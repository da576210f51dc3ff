/*
 * A domain's services (files without a .routes/.queries/.presenter suffix): the rules and the
 * transactions. A service takes the app's dependencies (or the database) and validated input, reads and
 * writes through its *.queries.ts, throws the domain errors its rules define (domain/errors.ts: 404,
 * 422 at the edge) and returns rows or plain values for a route to present. (A few reads that several
 * areas answer in the contract's shape, the account and a book's detail, compose a query with its
 * presenter.)
 */
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid, notFound } from '../../domain/errors.ts';
import type { CurrencyInfo } from '../../money.ts';
import { allCountries, countryCode, countryCurrency, payoutBanksOf, statesOf } from './countries.queries.ts';

export interface CountryInfo extends CurrencyInfo {
  code: string;
}

/** The country a price list is for; an unsupported code is a 422 on `country`. */
export async function requireCountry(
  db: Kysely<Database>,
  code: string,
  field = 'country',
): Promise<CountryInfo> {
  const row = await countryCurrency(db, code.toLowerCase());
  if (!row) throw invalid(field, `The selected ${field.replaceAll('_', ' ')} is not supported.`);
  return row;
}

/** The `country_code` of a sign-up or a profile: a supported country, else a 422 on that field. */
export async function requireCountryCode(db: Kysely<Database>, code: string): Promise<string> {
  const country = await countryCode(db, code);
  if (!country) throw invalid('country_code', 'The selected country code is invalid.');
  return country.code;
}

/** Every supported country, in the store's order. */
export function supportedCountries(db: Kysely<Database>) {
  return allCountries(db);
}

/** A supported country's states; an unsupported country is a 404. */
export async function countryStates(db: Kysely<Database>, code: string) {
  const country = await countryCode(db, code);
  if (!country) throw notFound('The country is not supported.');
  return statesOf(db, country.code);
}

/** The payout banks of a supported country (else a 422), with that country's currency. */
export async function payoutBanks(db: Kysely<Database>, code: string) {
  const country = await requireCountry(db, code);
  return { country, banks: await payoutBanksOf(db, country.code) };
}
