import { useRef, useState, type RefObject } from 'react';
import type { FoliateView, SearchExcerpt } from './engine-types';

export interface SearchGroup {
  label: string;
  results: { cfi: string; excerpt: SearchExcerpt }[];
}

/** Search in the book: the words, the results by chapter as they come, and a run that can be stopped. */
export function useBookSearch(viewRef: RefObject<FoliateView | null>, announce: (message: string) => void) {
  const [query, setQuery] = useState('');
  const [searching, setSearching] = useState(false);
  // Each search run has a number: opening a result (or a new search) stops the run going on, which in
  // a long textbook can take a minute, so the reader does not stay busy for results nobody reads.
  const searchRun = useRef(0);
  const [stopped, setStopped] = useState(false);
  const [groups, setGroups] = useState<SearchGroup[] | null>(null);

  async function run() {
    const view = viewRef.current;
    const q = query.trim();
    if (!view || !q) return;
    const current = ++searchRun.current;
    setSearching(true);
    setStopped(false);
    const found: SearchGroup[] = [];
    setGroups([]);
    try {
      for await (const result of view.search({ query: q })) {
        if (result === 'done' || current !== searchRun.current) break;
        if ('subitems' in result) {
          found.push({ label: result.label.trim() || 'Untitled section', results: result.subitems });
          setGroups([...found]);
        }
      }
    } finally {
      if (current === searchRun.current) {
        setSearching(false);
        const count = found.reduce((n, g) => n + g.results.length, 0);
        announce(count ? `${count} result${count === 1 ? '' : 's'} for “${q}”` : `No results for “${q}”`);
      }
    }
  }

  /** Stops a search still running (a result was opened). */
  function stop() {
    if (!searching) return;
    searchRun.current++;
    setSearching(false);
    setStopped(true);
  }

  return { query, setQuery, searching, stopped, groups, run, stop };
}

export type BookSearch = ReturnType<typeof useBookSearch>;
