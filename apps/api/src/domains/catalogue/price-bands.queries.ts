/** The listing's price bands (issue 25): multiples of a country's base ebook price. */
import type { PriceBand } from '@bookstore/api-client/contract';
import { sql, type Kysely, type RawBuilder, type SqlBool } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** A country's base ebook price (price_levels), the unit of the price bands, as a scalar subquery. */
export function bandUnit(db: Kysely<Database>, country: string) {
  return db.selectFrom('price_levels').select('ebook_base').where('country_code', '=', country);
}

/** A country's base ebook price, read (undefined for a country without price levels). */
export async function bandUnitOf(db: Kysely<Database>, country: string): Promise<number | undefined> {
  const row = await bandUnit(db, country).executeTakeFirst();
  return row ? Number(row.ebook_base) : undefined;
}

/**
 * The bounds of each price band in minor units, as multiples of the country's base ebook price
 * (`priceBands` in the contract's constants): [from, to) with `to` null for the top band.
 */
export const PRICE_BANDS: Record<PriceBand, readonly [from: number, to: number | null]> = {
  free: [0, 0],
  low: [0, 1],
  mid: [1, 2],
  high: [2, 4],
  top: [4, null],
};

/**
 * `p.amount` inside a band, against the country's base price `unit`: an expression (a subquery), or a
 * number read beforehand, which puts the bounds in the SQL as literals (integers checked here).
 */
export function inBand(band: PriceBand, unit: RawBuilder<number> | number): RawBuilder<SqlBool> {
  if (band === 'free') return sql<SqlBool>`p.amount = 0`;
  const [from, to] = PRICE_BANDS[band];
  const times = (factor: number) => {
    if (typeof unit !== 'number') return sql`${sql.lit(factor)} * ${unit}`;
    const bound = factor * unit;
    if (!Number.isSafeInteger(bound)) throw new Error(`A price band bound is an integer: ${bound}`);
    return sql.lit(bound);
  };
  const low = from === 0 ? sql<SqlBool>`p.amount > 0` : sql<SqlBool>`p.amount >= ${times(from)}`;
  return to === null ? low : sql<SqlBool>`(${low} and p.amount < ${times(to)})`;
}
