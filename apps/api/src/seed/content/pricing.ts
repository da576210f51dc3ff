import type { BookType } from '../../db/schema.ts';
import { roundPrice as roundToLevel } from '../../domains/catalogue/pricing.ts';
import type { Prng } from '../prng.ts';
import type { CountrySeed } from './countries.ts';

/** How a type's price compares with an ebook's: audiobooks and print books cost more to make. */
const TYPE_FACTOR: Record<BookType, number> = { ebook: 1, audiobook: 1.9, printbook: 2.6 };

/**
 * One book's price in every country, in minor units. The book draws one "price level" (short or
 * long, niche or bestseller) that every country shares, so a book that is dear in Lagos is dear in
 * London too, then each country rounds to its own habits (₦50 steps, £x.99).
 */
export function pricesForBook(
  rng: Prng,
  type: BookType,
  countries: readonly CountrySeed[],
  sizeFactor = 1,
): Map<string, number> {
  const level = rng.bell(0.55, 1.8) * TYPE_FACTOR[type] * sizeFactor;
  const prices = new Map<string, number>();
  for (const country of countries) {
    prices.set(country.code, roundPrice(country.ebookBase * level, country));
  }
  return prices;
}

/** The store's one rounding rule (services/pricing.ts), applied with a seeded country's habits. */
export function roundPrice(raw: number, country: CountrySeed): number {
  return roundToLevel(raw, { price_step: country.priceStep, charm_pricing: country.charmPricing });
}
