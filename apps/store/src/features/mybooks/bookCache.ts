import { apiKeys, keysUnder } from '@bookstore/api-client/react';
import type { SellerBook } from '@bookstore/api-client/contract';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';

const LIST = apiKeys.selling.listBooks();
const STATISTICS = '/api/user/selling/statistics/';

/** A cached key of the author's book list (any page or filter), not of one book's reads. */
function isListKey(key: unknown): boolean {
  return typeof key === 'string' && (key === LIST || key.startsWith(`${LIST}?`));
}

/**
 * What the book screens do to the SWR cache after a write: put a saved book under its own key, and
 * refresh the lists and figures a new or deleted book changes.
 */
export function useBookCache() {
  const { mutate } = useSWRConfig();
  const store = useCallback(
    (book: SellerBook, message = '') =>
      mutate(
        apiKeys.selling.getBook({ params: { uid: book.uid } }),
        { data: book, message },
        { revalidate: false },
      ),
    [mutate],
  );
  const refreshLists = useCallback(async () => {
    const stats = keysUnder(STATISTICS);
    await mutate((key) => isListKey(key) || stats(key));
  }, [mutate]);
  const forget = useCallback(
    (uid: string) => {
      const own = apiKeys.selling.getBook({ params: { uid } });
      // The book's key and its reads below it (activities, checklist), not another uid that starts alike.
      const ofBook = (key: unknown) => key === own || keysUnder(`${own}/`)(key);
      return mutate(ofBook, undefined, { revalidate: false });
    },
    [mutate],
  );
  return { store, refreshLists, forget };
}
