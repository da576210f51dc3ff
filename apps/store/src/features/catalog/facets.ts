// The see-all page's facets (issue 25, extensions): what the facets call answers, as the groups of
// choices a shopper sees. Pure functions, tested in facets.test.ts; ListingFacets renders them.
import type { BookFacets } from '@bookstore/api-client/contract';
import { bookTypeLabel, formatPrice } from '@bookstore/ui';
import type { FacetParam } from './filters';

/** A facet the page offers: the URL parameter it sets (`category` is /books' own parameter). */
export type FacetName = 'type' | 'category' | FacetParam;

/** One choice of a facet: the value the URL holds, what a shopper reads, how many books it gives. */
export interface FacetChoice {
  value: string;
  label: string;
  count: number;
}

export interface FacetGroup {
  name: FacetName;
  /** The group's legend. */
  label: string;
  /** The choice that removes the facet ("Any language"). */
  anyLabel: string;
  /** The values with books for the current query, and the chosen one even without. */
  choices: FacetChoice[];
  /** The value the URL holds ('' for none). */
  selected: string;
}

/** A price band's bounds as the facets call gives them. */
type PriceBandFacet = BookFacets['price_band'][number];

/** "Free", "Under ₦3,500.00", "₦3,500.00 to ₦7,000.00" or "₦14,000.00 and up". */
export function priceBandLabel({ value, min, max }: Pick<PriceBandFacet, 'value' | 'min' | 'max'>): string {
  if (value === 'free') return 'Free';
  const price = (money: PriceBandFacet['min']) => formatPrice(money.amount, money.currency_symbol);
  if (max === null) return `${price(min)} and up`;
  if (min.amount <= 0.01) return `Under ${price(max)}`;
  return `${price(min)} to ${price(max)}`;
}

/** "4 stars & up" (the rating facet's minimum stars). */
export const ratingLabel = (stars: number | string) =>
  `${stars} ${Number(stars) === 1 ? 'star' : 'stars'} & up`;

/** A book type's plural for the facet and its chip ("Audiobooks"). */
export const typeLabel = (type: string) => `${bookTypeLabel(type)}s`;

export interface FacetSelection {
  type: string;
  category: string;
  language: string;
  price_band: string;
  rating: string;
}

/** The facets a listing offers: /books offers all five; a media listing's path fixes the type. */
export interface FacetScope {
  type: boolean;
  category: boolean;
}

/**
 * The groups of choices for the facets call's answer: values with no book for the current query are
 * left out (the chosen value stays, so it can be seen and changed), in the order the answer gives.
 */
export function facetGroups(facets: BookFacets, selected: FacetSelection, scope: FacetScope): FacetGroup[] {
  const groups: FacetGroup[] = [];
  const group = (
    name: FacetName,
    label: string,
    anyLabel: string,
    all: FacetChoice[],
    unknownLabel: (value: string) => string,
  ) => {
    const chosen = selected[name];
    const choices = all.filter((choice) => choice.count > 0 || choice.value === chosen);
    if (chosen && !choices.some((choice) => choice.value === chosen))
      choices.push({ value: chosen, label: unknownLabel(chosen), count: 0 });
    groups.push({ name, label, anyLabel, choices, selected: chosen });
  };
  if (scope.type)
    group(
      'type',
      'Type',
      'All types',
      facets.type.map(({ value, count }) => ({ value, label: typeLabel(value), count })),
      typeLabel,
    );
  if (scope.category)
    group(
      'category',
      'Category',
      'All categories',
      facets.category.map(({ value, label, count }) => ({ value, label, count })),
      (value) => value,
    );
  group(
    'language',
    'Language',
    'Any language',
    facets.language.map(({ value, count }) => ({ value, label: value, count })),
    (value) => value,
  );
  group(
    'price_band',
    'Price',
    'Any price',
    facets.price_band.map((band) => ({ value: band.value, label: priceBandLabel(band), count: band.count })),
    (value) => value,
  );
  group(
    'rating',
    'Rating',
    'Any rating',
    facets.rating.map(({ value, count }) => ({ value: String(value), label: ratingLabel(value), count })),
    ratingLabel,
  );
  return groups;
}

/** The chip of a chosen facet value ("Price: Under ₦3,500.00"), its label from the answer when known. */
export function facetChipLabel(name: FacetParam, value: string, facets: BookFacets | undefined): string {
  if (name === 'language') return `Language: ${value}`;
  if (name === 'rating') return `Rating: ${ratingLabel(value)}`;
  const band = facets?.price_band.find((each) => each.value === value);
  return `Price: ${band ? priceBandLabel(band) : value}`;
}
