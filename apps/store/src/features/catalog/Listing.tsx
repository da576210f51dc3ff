import { ApiError } from '@bookstore/api-client';
import type { BookType } from '@bookstore/api-client/constants';
import { EmptyState, formatPersonName, VisuallyHidden } from '@bookstore/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { minimumDelay } from '../../swr';
import { BookShelf, Pager, RetryButton, Screen, throwIfNotFound, useCountry } from '../shared';
import classes from './catalog.module.css';
import { filterValuesOf } from './filters';
import { ListingControls, type TypeScope } from './ListingControls';
import { NoResults } from './NoResults';
import { listingRead } from './reads';

/** What a listing answer says it filtered by (`filters` of the book listing). */
export type ListingFilters = NonNullable<ReturnType<typeof hooks.public.useListBooks>['data']>['filters'];

interface ListingProps {
  /** The heading, or a heading made from what the answer says it filtered by. */
  title: string | ((filters: ListingFilters | undefined) => string);
  description: string;
  lead?: string | undefined;
  type?: BookType;
  category?: string | undefined;
  subCategory?: string | undefined;
  /** What shows between the heading and the controls (a category's shelves). */
  before?: ReactNode;
  /** Holds the controls and results back while `before` is still loading (no layout shift). */
  hold?: boolean;
}

const countText = (total: number) => `${total.toLocaleString('en-US')} ${total === 1 ? 'book' : 'books'}`;

/**
 * One page of the book listing for the URL's filters: the controls (search text, author, type, sort),
 * the count, the books in the grid or list view, the page links (which keep the filters), and an
 * empty state that says what to change.
 */
export function Listing({
  title,
  description,
  lead,
  type,
  category,
  subCategory,
  before,
  hold,
}: ListingProps) {
  const country = useCountry();
  const [params] = useSearchParams();
  const scope: TypeScope = type ? { in: 'path', type } : { in: 'query' };
  // The last page stays while the next loads (no flash of skeletons on each filter change); React
  // renders a page of cards in the background, in slices, rather than in one long task.
  const books = useDeferredValue(
    hooks.public.useListBooks(listingRead(params, { type, category, subCategory }, country), {
      keepPreviousData: true,
      use: [minimumDelay],
    }),
  );
  const answer = books.data;
  const result = answer?.data;
  const author = answer?.filters.author;
  const authorName = author ? formatPersonName(author) : undefined;
  // An author nobody has: a 404, or a 422 on `author` for a username no account could have.
  const missingAuthor =
    books.error instanceof ApiError &&
    (books.error.status === 404 || Boolean(books.error.fieldError('author'))) &&
    Boolean(filterValuesOf(params).author);
  // An unknown category or sub-category in the path: the Not Found page, as the server answers it.
  if (!missingAuthor) throwIfNotFound(books.error);

  return (
    <Screen
      title={typeof title === 'function' ? title(answer?.filters) : title}
      description={description}
      lead={lead}
    >
      {before}
      {hold ? null : (
        /* While the next results load, the last ones stay, dimmed and marked busy. */
        <div
          className={classes.Listing}
          id="all-books"
          tabIndex={-1}
          data-stale={(books.isLoading && result !== undefined) || undefined}
          aria-busy={books.isLoading || undefined}
        >
          <ListingControls scope={scope} authorName={authorName} />
          {/* Said once the count changes (a filter applied), as well as shown in the heading. */}
          <VisuallyHidden role="status">
            {result && !books.isValidating ? `${countText(result.total)} found` : ''}
          </VisuallyHidden>
          {missingAuthor ? (
            <NoResults scope={scope} category={category} reason="author" />
          ) : books.error && !result ? (
            <EmptyState
              title="The books could not be loaded."
              description="Check your connection and try again."
              action={<RetryButton retry={books.mutate} />}
            />
          ) : result && result.total === 0 ? (
            <NoResults scope={scope} category={category} reason="filters" />
          ) : (
            <>
              <BookShelf
                heading={result ? countText(result.total) : 'Books'}
                books={result?.items ?? []}
                loading={!result}
                toggleView
                eagerCovers={4}
              />
              {result ? <Pager page={result.page} lastPage={result.last_page} /> : null}
            </>
          )}
        </div>
      )}
    </Screen>
  );
}
