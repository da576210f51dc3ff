import { describe, expect, it } from 'vitest';
import {
  activeFilterCount,
  defaultSortFor,
  filterValuesOf,
  listingPathForType,
  SORT_OPTIONS,
  sortOptionsFor,
  withCategory,
  withFilters,
  withoutFilters,
} from './filters';

describe('the listing filters in the URL', () => {
  it('names each of the spec’s seven sorts and the relevance extension once', () => {
    expect(SORT_OPTIONS.map((option) => option.value).sort()).toEqual(
      [
        'PriceHigh',
        'PriceLow',
        'PublicationDateAsc',
        'PublicationDateDesc',
        'Relevance',
        'TitleAsc',
        'TitleDesc',
        'Trending',
      ].sort(),
    );
    expect(new Set(SORT_OPTIONS.map((option) => option.label)).size).toBe(8);
  });

  it('offers "Relevance" only with search text, where it is the default', () => {
    expect(sortOptionsFor('lagos')[0]).toEqual({ value: 'Relevance', label: 'Relevance' });
    expect(sortOptionsFor('  ').map((option) => option.value)).not.toContain('Relevance');
    expect(sortOptionsFor('')).toHaveLength(7);
    expect(defaultSortFor('lagos')).toBe('Relevance');
    expect(defaultSortFor(' ')).toBe('PublicationDateDesc');
  });

  it('keeps a sort in the URL only when it is not the default for the search text', () => {
    const searching = withFilters(new URLSearchParams(), { keyword: 'okafo', sort: 'Relevance' });
    expect(searching.toString()).toBe('keyword=okafo');
    // With text, newest first is a choice, so it stays…
    const newest = withFilters(searching, { sort: 'PublicationDateDesc' });
    expect(newest.toString()).toBe('keyword=okafo&sort=PublicationDateDesc');
    // …until the text goes and it is the default again.
    expect(withFilters(newest, { keyword: '' }).toString()).toBe('');
    // "Relevance" without text means nothing.
    expect(withFilters(new URLSearchParams('sort=Relevance&type=ebook'), {}).toString()).toBe('type=ebook');
    expect(withFilters(new URLSearchParams('keyword=a&sort=TitleAsc'), { keyword: '' }).toString()).toBe(
      'sort=TitleAsc',
    );
  });

  it('keeps the facets in the URL, combines them with the other filters and goes back to page 1', () => {
    const params = new URLSearchParams('keyword=okafo&page=3');
    const language = withFilters(params, { language: 'Yoruba' });
    expect(language.toString()).toBe('keyword=okafo&language=Yoruba');
    const combined = withFilters(new URLSearchParams(`${language.toString()}&page=2`), {
      price_band: 'low',
      rating: '4',
    });
    expect(combined.toString()).toBe('keyword=okafo&language=Yoruba&price_band=low&rating=4');
    expect(filterValuesOf(combined)).toMatchObject({ language: 'Yoruba', price_band: 'low', rating: '4' });
    expect(activeFilterCount(combined)).toBe(4);
    // One facet off, the others stay; clearing takes them all (not the page's own category).
    expect(withFilters(combined, { price_band: '' }).toString()).toBe(
      'keyword=okafo&language=Yoruba&rating=4',
    );
    expect(withoutFilters(new URLSearchParams(`category=C1&${combined.toString()}`)).toString()).toBe(
      'category=C1',
    );
  });

  it('changes the category of /books (the category facet), back on page 1 with the filters kept', () => {
    const params = new URLSearchParams('keyword=sun&category=C1&page=2&rating=3');
    expect(withCategory(params, 'C2').toString()).toBe('keyword=sun&category=C2&rating=3');
    expect(withCategory(params, '').toString()).toBe('keyword=sun&rating=3');
  });

  it('combines the filters into one query, drops empty ones and the default sort, resets the page', () => {
    const params = new URLSearchParams('category=C1&page=4&keyword=old');
    const next = withFilters(params, { keyword: ' sun ', author: 'ada', sort: 'PriceLow', type: '' });
    expect(next.toString()).toBe('category=C1&keyword=sun&author=ada&sort=PriceLow');
    expect(withFilters(next, { sort: 'Relevance', author: '' }).toString()).toBe('category=C1&keyword=sun');
    expect(filterValuesOf(next)).toEqual({
      keyword: 'sun',
      author: 'ada',
      type: '',
      sort: 'PriceLow',
      language: '',
      price_band: '',
      rating: '',
    });
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
