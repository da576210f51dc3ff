import type { BookSummary } from '@bookstore/api-client/contract';
import { BookGrid } from '@bookstore/ui';
import { useSignals } from '@preact/signals-react/runtime';
import { memo, type ReactNode } from 'react';
import { AppLink } from '../../links/AppLink';
import { bookView, setBookView } from '../../state/bookView';
import { pendingCartIds } from '../../state/cart';
import { openCartDrawer } from '../../state/ui';
import { ReadFailure } from './ReadFailure';

export interface BookShelfProps {
  books: readonly BookSummary[];
  heading?: string;
  loading?: boolean;
  emptyMessage?: string;
  /**
   * The shelf's read failed (its SWR `error`): with no books to show, it says so with `retry`'s
   * "Try again" rather than "No books here yet" or a skeleton that stays.
   */
  error?: unknown;
  retry?: () => unknown;
  /** Shows the grid/list toggle (listings); strips on the home page keep the grid. */
  toggleView?: boolean;
  eagerCovers?: number;
  /** How wide each cover is drawn (`<img sizes>`) where the shelf is not the kit's grid (a scrolling row). */
  coverSizes?: string;
  /** Further controls beside the heading (a "See all" link). */
  toolbar?: ReactNode;
  className?: string | undefined;
}

/**
 * Books in the preferred view (book_view) with "Add to cart", which opens the cart on success.
 * Memoized: a page with several shelves (home) re-renders as each of its reads arrives, and a shelf
 * whose books did not change need not render its cards again.
 */
export const BookShelf = memo(function BookShelf({
  books,
  heading,
  loading,
  emptyMessage,
  error,
  retry,
  toggleView = false,
  eagerCovers,
  coverSizes,
  toolbar,
  className,
}: BookShelfProps) {
  useSignals();
  const pending = pendingCartIds.value;
  return (
    <BookGrid
      books={books}
      heading={heading}
      className={className}
      toolbar={toolbar}
      view={toggleView ? bookView.value : 'grid'}
      onViewChange={toggleView ? setBookView : undefined}
      linkAs={AppLink}
      loading={loading}
      emptyMessage={emptyMessage ?? 'No books here yet.'}
      failure={
        error && books.length === 0 ? (
          <ReadFailure
            error={error}
            retry={retry}
            title="The books could not be loaded"
            headingLevel={3}
            size="small"
          />
        ) : undefined
      }
      eagerCovers={eagerCovers}
      coverSizes={coverSizes}
      // The store's shelves and listings are long: cards off screen wait to be drawn.
      skipOffscreen
      addingToCartUid={books.find((book) => pending.includes(book.uid))?.uid ?? null}
      onAddToCart={(card) => {
        const book = books.find((candidate) => candidate.uid === card.uid);
        // The cart code loads on the first add, not with the page.
        if (book) {
          void import('../../cart/actions')
            .then(({ addToCart }) => addToCart(book))
            .then((added) => added && openCartDrawer());
        }
      }}
    />
  );
});
