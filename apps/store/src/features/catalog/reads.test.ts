import { describe, expect, it } from 'vitest';
import { pageOf } from '../shared/pageParam';
import { homeReads, listingRead, listingTypeOf, STRIP_LIMIT } from './reads';

describe('the catalogue reads', () => {
  it('asks home for both strips of the preferred type and the curated content', () => {
    expect(homeReads('audiobook', 'gh')).toEqual({
      home: { query: { country: 'gh' } },
      newReleases: {
        query: { type: 'audiobook', sort: 'PublicationDateDesc', limit: STRIP_LIMIT, country: 'gh' },
      },
      trending: { query: { type: 'audiobook', sort: 'Trending', limit: STRIP_LIMIT, country: 'gh' } },
    });
  });

  it('reads a listing’s filters from the URL and ignores what is not valid', () => {
    const params = new URLSearchParams('page=3&sort=PriceLow&keyword=%20sun%20&type=printbook&author=');
    expect(listingRead(params, {}, 'ng').query).toEqual({
      country: 'ng',
      page: 3,
      type: 'printbook',
      sort: 'PriceLow',
      author: undefined,
      keyword: 'sun',
      category: undefined,
      sub_category: undefined,
    });
    const invalid = new URLSearchParams('page=0&sort=Cheapest&type=scroll');
    expect(listingRead(invalid, { type: 'ebook', category: 'C1' }, 'ng').query).toMatchObject({
      page: 1,
      type: 'ebook',
      sort: undefined,
      category: 'C1',
    });
  });

  it('takes the book type of a listing from its path', () => {
    expect(listingTypeOf('/audiobooks/C1')).toBe('audiobook');
    expect(listingTypeOf('/books')).toBe('ebook');
    expect(pageOf(new URLSearchParams('page=2.5'))).toBe(1);
  });
});
