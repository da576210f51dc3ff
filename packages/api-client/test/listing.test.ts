// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { listingQuery, pageOf } from '../src/listing';
import { matchStorePage, matchStoreRoute } from '../src/store-routes';

describe('the listing URL mapping', () => {
  it('reads the page, type, sort, author and search text, leaving out what the API does not know', () => {
    const params = new URLSearchParams(
      'page=3&sort=Cheapest&keyword=%20sun%20&type=scroll&author=&language=%20Yoruba&price_band=cheap&rating=5',
    );
    expect(listingQuery(params, { category: 'C1' }, 'ng')).toEqual({
      country: 'ng',
      page: 3,
      type: undefined,
      sort: undefined,
      author: undefined,
      keyword: 'sun',
      category: 'C1',
      sub_category: undefined,
      language: 'Yoruba',
      price_band: undefined,
      rating: undefined,
    });
    const facets = listingQuery(new URLSearchParams('price_band=mid&rating=4&sort=Relevance'), {}, 'ng');
    expect([facets.price_band, facets.rating, facets.sort]).toEqual(['mid', 4, 'Relevance']);
    expect(listingQuery(new URLSearchParams('type=audiobook'), { type: 'ebook' }, 'ng').type).toBe('ebook');
    expect(pageOf(new URLSearchParams('page=0'))).toBe(1);
  });
});

describe('matchStorePage', () => {
  it('names the page and its parameters as the path spells them', () => {
    expect(matchStorePage('/Ebooks/cat%20a/sub-b/')).toEqual({
      pattern: '/ebooks/{slug}/{id}',
      params: { slug: 'cat%20a', id: 'sub-b' },
    });
    expect(matchStorePage('/')).toEqual({ pattern: '/', params: {} });
    expect(matchStorePage('/books//')).toBeUndefined();
    expect(matchStoreRoute('/voas/ada/offers')).toBe('/voas/{username}/offers');
  });
});
