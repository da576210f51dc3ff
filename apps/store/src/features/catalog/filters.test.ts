import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  filterValuesOf,
  listingPathForType,
  SORT_OPTIONS,
  withFilters,
  withoutFilters,
} from './filters';

describe('the listing filters in the URL', () => {
  it('names each of the spec’s seven sorts once', () => {
    expect(SORT_OPTIONS.map((option) => option.value).sort()).toEqual(
      [
        'PriceHigh',
        'PriceLow',
        'PublicationDateAsc',
        'PublicationDateDesc',
        'TitleAsc',
        'TitleDesc',
        'Trending',
      ].sort(),
    );
    expect(new Set(SORT_OPTIONS.map((option) => option.label)).size).toBe(7);
  });

  it('combines the filters into one query, drops empty ones and the default sort, resets the page', () => {
    const params = new URLSearchParams('category=C1&page=4&keyword=old');
    const next = withFilters(params, { keyword: ' sun ', author: 'ada', sort: 'PriceLow', type: '' });
    expect(next.toString()).toBe('category=C1&keyword=sun&author=ada&sort=PriceLow');
    expect(withFilters(next, { sort: 'PublicationDateDesc', author: '' }).toString()).toBe(
      'category=C1&keyword=sun',
    );
    expect(filterValuesOf(next)).toEqual({ keyword: 'sun', author: 'ada', type: '', sort: 'PriceLow' });
  });

  it('counts the narrowing filters and clears them all, keeping the listing’s own parameters', () => {
    const params = new URLSearchParams('category=C1&keyword=sun&type=ebook&sort=TitleAsc&page=2');
    expect(activeFilterCount(params)).toBe(2);
    expect(withoutFilters(params).toString()).toBe('category=C1');
  });

  it('moves a media listing to another type, keeping its path and filters', () => {
    const params = new URLSearchParams('keyword=sun&page=3&type=ebook');
    expect(listingPathForType('/ebooks/C1/S2', params, 'audiobook')).toBe('/audiobooks/C1/S2?keyword=sun');
    expect(listingPathForType('/printbooks', new URLSearchParams(), 'ebook')).toBe('/ebooks');
  });
});
