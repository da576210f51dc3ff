import { beforeEach, describe, expect, it } from 'vitest';
import {
  allResultsHref,
  readRecentSearches,
  RECENT_SEARCHES_KEY,
  RECENT_SEARCHES_LIMIT,
  withRecentSearch,
} from './SearchPanel';

beforeEach(() => localStorage.clear());

describe('recent searches', () => {
  it('puts the newest first, once whatever its case, and keeps a few', () => {
    let searches: string[] = [];
    for (const query of ['achebe', 'poetry', ' Achebe ', '', 'a', 'b', 'c', 'd', 'e']) {
      searches = withRecentSearch(searches, query);
    }
    expect(searches).toEqual(['e', 'd', 'c', 'b', 'a', 'Achebe']);
    expect(searches).toHaveLength(RECENT_SEARCHES_LIMIT);
  });

  it('reads only well-formed entries from storage', () => {
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, 'not json');
    expect(readRecentSearches()).toEqual([]);
    localStorage.setItem(RECENT_SEARCHES_KEY, JSON.stringify(['poetry', 3, ' ', 'achebe']));
    expect(readRecentSearches()).toEqual(['poetry', 'achebe']);
  });
});

it('"See all results" is the /books listing with the search text', () => {
  expect(allResultsHref('half of a yellow sun & more')).toBe('/books?keyword=half+of+a+yellow+sun+%26+more');
});
