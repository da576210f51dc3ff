import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
import type { Kysely } from 'kysely';
import type { Database, User } from '../../db/schema.ts';
import { requireCountry, type CountryInfo } from './countries.ts';

/**
 * A user's own country: it decides the currency their totals, a seller's prices and revenue are shown
 * in, and which country's banks they are paid to. The store's default country when they set none.
 */
export function homeCountryCode(user: Pick<User, 'country_code'>): string {
  return user.country_code ?? DEFAULT_COUNTRY;
}

export function homeCountry(db: Kysely<Database>, user: Pick<User, 'country_code'>): Promise<CountryInfo> {
  return requireCountry(db, homeCountryCode(user));
}
