import { apiKeys, useApiCache } from '@bookstore/api-client/react';
import type { SellerBook } from '@bookstore/api-client/contract';
import { useMemo } from 'react';

/** The reads a new or deleted book changes: the author's book list (every page) and the figures. */
const LISTS = [
  apiKeys.selling.listBooks(),
  apiKeys.selling.dashboardStatistics(),
  apiKeys.selling.orderStatistics(),
  apiKeys.selling.bookStatistics(),
  apiKeys.selling.revenueStatistics(),
];

/**
 * What the book screens do to the SWR cache after a write: put a saved book under its own key, and
 * refresh the lists and figures a new or deleted book changes.
 */
export function useBookCache() {
  const cache = useApiCache();
  return useMemo(
    () => ({
      store: (book: SellerBook, message = '') =>
        cache.put(apiKeys.selling.getBook({ params: { uid: book.uid } }), { data: book, message }),
      refreshLists: () => cache.refresh(...LISTS),
      // The book's key and its reads below it (activities, checklist), not another uid that starts alike.
      forget: (uid: string) => cache.forget(apiKeys.selling.getBook({ params: { uid } })),
    }),
    [cache],
  );
}
