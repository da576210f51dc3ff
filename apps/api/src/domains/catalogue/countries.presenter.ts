import type { Country } from '@bookstore/api-client/contract';
import type { Selectable } from 'kysely';
import type { CountriesTable } from '../../db/schema.ts';
import type { MediaUrls } from '../../media/urls.ts';

/** A supported country with its currency. */
export function toCountry(
  urls: MediaUrls,
  row: Pick<
    Selectable<CountriesTable>,
    'code' | 'name' | 'icon' | 'phone_code' | 'currency_code' | 'currency_name' | 'currency_symbol'
  >,
): Country {
  return {
    country_code: row.code,
    country_name: row.name,
    country_icon: urls.media.url(row.icon),
    phone_code: row.phone_code,
    currency: { code: row.currency_code, name: row.currency_name, symbol: row.currency_symbol },
  };
}
