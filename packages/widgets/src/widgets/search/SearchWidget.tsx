import type { ResultOf } from '@bookstore/api-client';
import { Button, SearchIcon, SearchOverlay, type SearchResults } from '@bookstore/ui';
import { useEffect, useState } from 'react';
import { useOverlayLayer, useWidget } from '../../runtime/context';
import { storeLink } from '../../runtime/config';
import type { WidgetProps } from '../../runtime/mount';

type SearchAnswer = ResultOf<'public', 'search'>['data'];

/**
 * `<bookstore-search>`: a Search button opening the kit's search overlay inside the widget; results
 * come from the public search call and link to the store.
 */
export function SearchWidget(_props: WidgetProps) {
  const { api, config } = useWidget();
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState('');
  // Answers are kept with the query they answer, so a stale answer is never shown for a newer query.
  const [answer, setAnswer] = useState<{ query: string; results: SearchResults } | null>(null);
  const layer = useOverlayLayer(open);

  useEffect(() => {
    if (query === '') return;
    const controller = new AbortController();
    api
      .search({ query: { keyword: query, country: config.country }, signal: controller.signal })
      .then(({ data }: { data: SearchAnswer }) => setAnswer({ query, results: data }))
      .catch(() => {
        // A failed search shows no results; the status line says so.
        if (!controller.signal.aborted)
          setAnswer({ query, results: { books: [], categories: [], authors: [] } });
      });
    return () => controller.abort();
  }, [api, config.country, query]);

  const current = answer && answer.query === query ? answer.results : null;
  const loading = query !== '' && current === null;
  const results = query === '' ? null : (current ?? answer?.results ?? null);

  return (
    <>
      <Button
        variant="secondary"
        leadingIcon={<SearchIcon size={18} />}
        aria-haspopup="dialog"
        aria-expanded={open}
        onClick={() => setOpen(true)}
      >
        Search books
      </Button>
      <SearchOverlay
        open={open}
        onOpenChange={setOpen}
        onQueryChange={setQuery}
        results={results}
        loading={loading}
        container={layer}
        getBookHref={(book) => storeLink(config, 'search', `/books/${encodeURIComponent(book.uid)}`)}
        getCategoryHref={(category) => storeLink(config, 'search', '/books', { category: category.uid })}
        getAuthorHref={(author) =>
          storeLink(config, 'search', `/authors/${encodeURIComponent(author.username)}`)
        }
      />
    </>
  );
}
