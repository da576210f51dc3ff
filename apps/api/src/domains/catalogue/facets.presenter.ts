import type { BookFacets } from '@bookstore/api-client/contract';
import { bookTypes, priceBands } from '@bookstore/api-client/constants';
import { money, type CurrencyInfo } from '../../money.ts';
import { PRICE_BANDS } from './price-bands.queries.ts';
import type { FacetRow } from './facets.queries.ts';

/**
 * The facets' counts as the contract's `BookFacets`: every type and price band listed (zero counts
 * too), each band with its bounds in the country's currency (`unit`: its base ebook price, minor units).
 */
export function toBookFacets(row: FacetRow, unit: number, currency: CurrencyInfo): BookFacets {
  const countOf = <T>(rows: readonly { value: T; count: number }[], value: T) =>
    Number(rows.find((r) => r.value === value)?.count ?? 0);
  return {
    total: Number(row.total),
    type: bookTypes.map((value) => ({ value, count: countOf(row.type, value) })),
    category: row.category.map((c) => ({ value: c.value, label: c.label, count: Number(c.count) })),
    language: row.language.map((l) => ({ value: l.value, count: Number(l.count) })),
    price_band: priceBands.map((value) => {
      const [from, to] = PRICE_BANDS[value];
      return {
        value,
        min: money(from * unit, currency),
        max:
          value === 'free' || to === null
            ? value === 'free'
              ? money(0, currency)
              : null
            : money(to * unit, currency),
        count: countOf(row.price_band, value),
      };
    }),
    rating: row.rating.map((r) => ({ value: Number(r.value), count: Number(r.count) })),
  };
}
