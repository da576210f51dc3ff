import type { BookFacets } from '@bookstore/api-client/contract';
import { describe, expect, it } from 'vitest';
import { facetChipLabel, facetGroups, priceBandLabel, ratingLabel } from './facets';

const naira = (amount: number) => ({ amount, currency_code: 'NGN', currency_symbol: '₦' });

/** A facets answer as the API gives it for a keyword on /books. */
const answer: BookFacets = {
  total: 12,
  type: [
    { value: 'ebook', count: 7 },
    { value: 'audiobook', count: 0 },
    { value: 'printbook', count: 5 },
  ],
  category: [
    { value: 'cat_FICTION1', label: 'Fiction', count: 9 },
    { value: 'cat_POETRY01', label: 'Poetry', count: 3 },
  ],
  language: [
    { value: 'English', count: 10 },
    { value: 'Yoruba', count: 2 },
  ],
  price_band: [
    { value: 'free', min: naira(0), max: naira(0), count: 0 },
    { value: 'low', min: naira(0), max: naira(3500), count: 4 },
    { value: 'mid', min: naira(3500), max: naira(7000), count: 6 },
    { value: 'high', min: naira(7000), max: naira(14000), count: 2 },
    { value: 'top', min: naira(14000), max: null, count: 0 },
  ],
  rating: [
    { value: 1, count: 9 },
    { value: 2, count: 9 },
    { value: 3, count: 6 },
    { value: 4, count: 0 },
  ],
};

const none = { type: '', category: '', language: '', price_band: '', rating: '' };
const everyFacet = { type: true, category: true };

describe('the see-all page’s facets', () => {
  it('lists each facet’s values with their counts, leaving out the values with no book', () => {
    const groups = facetGroups(answer, none, everyFacet);
    expect(groups.map((group) => [group.label, group.anyLabel])).toEqual([
      ['Type', 'All types'],
      ['Category', 'All categories'],
      ['Language', 'Any language'],
      ['Price', 'Any price'],
      ['Rating', 'Any rating'],
    ]);
    const choices = Object.fromEntries(
      groups.map((group) => [group.name, group.choices.map(({ label, count }) => `${label} (${count})`)]),
    );
    expect(choices).toEqual({
      type: ['Ebooks (7)', 'Printbooks (5)'],
      category: ['Fiction (9)', 'Poetry (3)'],
      language: ['English (10)', 'Yoruba (2)'],
      price_band: ['Under ₦3,500.00 (4)', '₦3,500.00 to ₦7,000.00 (6)', '₦7,000.00 to ₦14,000.00 (2)'],
      rating: ['1 star & up (9)', '2 stars & up (9)', '3 stars & up (6)'],
    });
    expect(groups.every((group) => group.selected === '')).toBe(true);
  });

  it('keeps the chosen value even with no book, and one the answer does not know', () => {
    const groups = facetGroups(
      answer,
      { ...none, type: 'audiobook', rating: '4', language: 'Hausa' },
      everyFacet,
    );
    const group = (name: string) => groups.find((each) => each.name === name);
    expect(group('type')?.selected).toBe('audiobook');
    expect(group('type')?.choices.map((choice) => choice.value)).toEqual(['ebook', 'audiobook', 'printbook']);
    expect(group('rating')?.choices.at(-1)).toEqual({ value: '4', label: '4 stars & up', count: 0 });
    expect(group('language')?.choices.at(-1)).toEqual({ value: 'Hausa', label: 'Hausa', count: 0 });
  });

  it('offers only the facets the listing’s path leaves open', () => {
    const names = facetGroups(answer, none, { type: false, category: false }).map((group) => group.name);
    expect(names).toEqual(['language', 'price_band', 'rating']);
  });

  it('names price bands in the country’s currency and ratings as minimum stars', () => {
    expect(priceBandLabel({ value: 'free', min: naira(0), max: naira(0) })).toBe('Free');
    expect(priceBandLabel({ value: 'low', min: naira(0), max: naira(3500) })).toBe('Under ₦3,500.00');
    expect(
      priceBandLabel({
        value: 'mid',
        min: { amount: 7, currency_code: 'USD', currency_symbol: '$' },
        max: { amount: 14, currency_code: 'USD', currency_symbol: '$' },
      }),
    ).toBe('$7.00 to $14.00');
    expect(priceBandLabel({ value: 'top', min: naira(14000), max: null })).toBe('₦14,000.00 and up');
    expect(ratingLabel(1)).toBe('1 star & up');
    expect(ratingLabel('4')).toBe('4 stars & up');
  });

  it('labels the chips of chosen facets, the price band from the answer when there is one', () => {
    expect(facetChipLabel('language', 'Yoruba', answer)).toBe('Language: Yoruba');
    expect(facetChipLabel('rating', '3', undefined)).toBe('Rating: 3 stars & up');
    expect(facetChipLabel('price_band', 'mid', answer)).toBe('Price: ₦3,500.00 to ₦7,000.00');
    expect(facetChipLabel('price_band', 'mid', undefined)).toBe('Price: mid');
  });
});
