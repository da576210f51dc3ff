import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { invalid } from '../../domain/errors.ts';
import { countryPriceLevels, type CountryPriceLevelRow } from './reference.queries.ts';

/** How prices look in a country: its typical ebook price (minor units) and its rounding habits. */
export interface PriceLevel {
  ebook_base: number;
  price_step: number;
  charm_pricing: boolean;
}

/** Rounds a raw amount (minor units) to the country's habits: whole steps, 4.99 where shops price so. */
export function roundPrice(raw: number, level: Pick<PriceLevel, 'price_step' | 'charm_pricing'>): number {
  const step = level.price_step;
  const rounded = Math.max(step, Math.round(raw / step) * step);
  // 4.99 instead of 5.00 where shops price that way; never below one step.
  return level.charm_pricing ? rounded - 1 : rounded;
}

/** The same price level in another country: scaled by the ratio of ebook bases, rounded there. */
export function convertPrice(minor: number, from: PriceLevel, to: PriceLevel): number {
  return roundPrice((minor * to.ebook_base) / from.ebook_base, to);
}

/** An amount with no rounding habits (a cost, not a shelf price), scaled from one level to another. */
export function scaleAmount(
  minor: number,
  from: Pick<PriceLevel, 'ebook_base'>,
  to: Pick<PriceLevel, 'ebook_base'>,
) {
  return Math.round((minor * to.ebook_base) / from.ebook_base);
}

function levelOf(row: CountryPriceLevelRow): PriceLevel | null {
  return row.ebook_base !== null && row.price_step !== null
    ? { ebook_base: row.ebook_base, price_step: row.price_step, charm_pricing: row.charm_pricing ?? false }
    : null;
}

const noLevel = (field: string, row: CountryPriceLevelRow) =>
  invalid(
    field,
    `Prices cannot be converted for ${row.name} (${row.currency_code}): no conversion rate is set for it.`,
  );

/**
 * A book's price in every country from the price the seller set in one currency: exact in that
 * currency, the same price level elsewhere rounded to each country's habits. A country without a price
 * level is a 422 on `currency_code` rather than a wrong price.
 */
export async function pricesInEveryCountry(
  db: Kysely<Database>,
  minor: number,
  currencyCode: string,
): Promise<{ country_code: string; amount: number }[]> {
  const countries = await countryPriceLevels(db);
  const home = countries.find((country) => country.currency_code === currencyCode);
  if (!home) throw invalid('currency_code', 'The selected currency is not supported.');
  const homeLevel = levelOf(home);
  return countries.map((country) => {
    if (country.currency_code === currencyCode) return { country_code: country.code, amount: minor };
    if (minor <= 0) return { country_code: country.code, amount: 0 };
    const level = levelOf(country);
    if (!homeLevel) throw noLevel('currency_code', home);
    if (!level) throw noLevel('currency_code', country);
    return { country_code: country.code, amount: convertPrice(minor, homeLevel, level) };
  });
}

/** A cost given in one currency (US cents for printing), in a country's minor units; 422 without rates. */
export async function costInCountry(
  db: Kysely<Database>,
  minor: number,
  fromCurrency: string,
  countryCode: string,
  field: string,
): Promise<number> {
  const countries = await countryPriceLevels(db);
  const from = countries.find((country) => country.currency_code === fromCurrency);
  const to = countries.find((country) => country.code === countryCode);
  if (!to) throw invalid(field, `The selected ${field.replaceAll('_', ' ')} is not supported.`);
  if (to.currency_code === fromCurrency) return Math.round(minor);
  if (!from) throw invalid(field, `Costs in ${fromCurrency} cannot be converted: no country pays in it.`);
  const fromLevel = levelOf(from);
  const toLevel = levelOf(to);
  if (!fromLevel) throw noLevel(field, from);
  if (!toLevel) throw noLevel(field, to);
  return scaleAmount(minor, fromLevel, toLevel);
}
