import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { listQueryOf, withFilter, type ListQuery } from './pageParam';

/**
 * A paged list's query from the URL (`?page=` and the named filters), to pass to the list's read, and
 * `setFilter`, which changes one filter and goes back to the first page. The URL holds the state, so a
 * filtered page can be shared, reloaded and left with the back button.
 *
 *   const { query, setFilter } = useListQuery(['keyword', 'status']);
 *   const books = hooks.selling.useListBooks({ query });
 */
export function useListQuery<const F extends string = never>(filters: readonly F[] = []) {
  const [params, setParams] = useSearchParams();
  const names = filters.join(',');
  const query: ListQuery<F> = useMemo(
    () => listQueryOf(params, (names ? names.split(',') : []) as F[]),
    [params, names],
  );
  const setFilter = useCallback(
    (name: F, value: string | undefined) => setParams((current) => withFilter(current, name, value)),
    [setParams],
  );
  return { query, setFilter };
}
