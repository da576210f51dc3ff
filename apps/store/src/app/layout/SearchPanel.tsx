import { SearchOverlay, type SearchResults, type SearchSelection } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { useState } from 'react';
import { hooks } from '../../api';
import { countryCode } from '../../state/country';
import { readStorage, writeStorage } from '../../state/storage';
import { searchOpen } from '../../state/ui';
import { minimumDelaySince } from '../../swrDelay';
import { ShellLink } from '../../links/ShellLink';

/**
 * The pause after the last keystroke before the search call. Short, because spec §9's 200 ms minimum
 * delay runs from the keystroke alongside it (not after it): results can be painted about 200 ms after
 * the last key, never sooner, so the loading state never flashes.
 */
export const SEARCH_DEBOUNCE_MS = 120;

/** Browser-storage key of the recent searches (newest first). */
export const RECENT_SEARCHES_KEY = 'recent_searches';
export const RECENT_SEARCHES_LIMIT = 6;

export function readRecentSearches(): string[] {
  try {
    const parsed: unknown = JSON.parse(readStorage(RECENT_SEARCHES_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed
          .filter((entry): entry is string => typeof entry === 'string' && entry.trim() !== '')
          .slice(0, RECENT_SEARCHES_LIMIT)
      : [];
  } catch {
    return [];
  }
}

/** The searches with `query` first, once (case aside), at most RECENT_SEARCHES_LIMIT. */
export function withRecentSearch(searches: readonly string[], query: string): string[] {
  const text = query.trim().slice(0, 100);
  if (text === '') return [...searches];
  const rest = searches.filter((entry) => entry.toLowerCase() !== text.toLowerCase());
  return [text, ...rest].slice(0, RECENT_SEARCHES_LIMIT);
}

/** The listing's search text parameter (spec §4 "Book filters"), for "See all results". */
export const allResultsHref = (query: string) =>
  `/books?${new URLSearchParams({ keyword: query }).toString()}`;

/** When nothing matches, besides the tips: every category, a way on rather than a dead end. */
const BROWSE_CATEGORIES = { href: '/categories', label: 'Browse all categories' };

// The time (performance.now()) of the keystroke that gave the keyword being searched: one overlay.
let typedAt = 0;

/** The search answer comes no sooner than the minimum delay after that keystroke. */
const middleware = [minimumDelaySince(() => typedAt)];

/** The header's search overlay wired to /api/public/search. */
export function SearchPanel() {
  useSignals();
  const [keyword, setKeyword] = useState('');
  const [recent, setRecent] = useState(readRecentSearches);
  const { data, isLoading } = hooks.public.useSearch(
    keyword ? { query: { keyword, country: countryCode.value } } : null,
    { use: middleware },
  );

  // The last answer stays on screen (with the query it answers) while the next one is on its way.
  const [answer, setAnswer] = useState<{ query: string; results: SearchResults } | null>(null);
  const results = data?.data;
  if (results && answer?.results !== results) setAnswer({ query: keyword, results });

  const remember = (selection: SearchSelection) => {
    const next = withRecentSearch(recent, selection.query);
    setRecent(next);
    writeStorage(RECENT_SEARCHES_KEY, JSON.stringify(next));
  };

  return (
    <SearchOverlay
      open={searchOpen.value}
      onOpenChange={(open) => {
        searchOpen.value = open;
        if (!open) setAnswer(null);
      }}
      onQueryChange={(query, at) => {
        typedAt = at;
        setKeyword(query);
      }}
      debounceMs={SEARCH_DEBOUNCE_MS}
      results={keyword && answer ? answer.results : null}
      resultsQuery={answer?.query}
      loading={isLoading}
      onSelect={remember}
      getAllResultsHref={allResultsHref}
      emptyAction={BROWSE_CATEGORIES}
      recentSearches={recent}
      onClearRecentSearches={() => {
        setRecent([]);
        writeStorage(RECENT_SEARCHES_KEY, null);
      }}
      linkAs={ShellLink}
    />
  );
}
