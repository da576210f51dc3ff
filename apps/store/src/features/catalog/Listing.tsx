import { ApiError } from '@bookstore/api-client';
import type { BookType } from '@bookstore/api-client/constants';
import { formatCount, formatDisplayName, VisuallyHidden } from '@bookstore/ui';
import { useDeferredValue, useMemo, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { Deferred } from '../../page/Deferred';
import { minimumDelay } from '../../swrDelay';
import { BookShelf, Pager, ReadFailure, Screen, throwIfNotFound, useCountry } from '../shared';
import classes from './catalog.module.css';
import type { FacetScope } from './facets';
import { filterValuesOf } from './filters';
import { ListingControls, useListingFilters, type TypeScope } from './ListingControls';
import { ListingFacets } from './ListingFacets';
import { NoResults } from './NoResults';
import { facetsRead, listingRead } from './reads';

/** What a listing answer says it filtered by (`filters` of the book listing). */
export type ListingFilters = NonNullable<ReturnType<typeof hooks.public.useListBooks>['data']>['filters'];

interface ListingProps {
  /** The heading, or a heading made from what the answer says it filtered by. */
  title: string | ((filters: ListingFilters | undefined) => string);
  /**
   * The description meta of a page whose module declares no head (/booksbak); absent, the page
   * module's head sets the document's head (app/DeclaredHead.tsx) and the title is the heading only.
   */
  description?: string | undefined;
  lead?: string | undefined;
  type?: BookType;
  category?: string | undefined;
  subCategory?: string | undefined;
  /** What shows between the heading and the controls (a category's shelves). */
  before?: ReactNode;
  /** Holds the controls and results back while `before` is still loading (no layout shift). */
  hold?: boolean;
  /**
   * The facets the listing offers beside its results (the see-all page, issue 25): which of type and
   * category are facets there (language, price and rating always are). None when absent.
   */
  facets?: FacetScope;
}

/** "12 books", or "1,000+ books" when the matches were counted only that far (`total_capped`). */
const countText = ({ total, total_capped }: { total: number; total_capped?: boolean | undefined }) =>
  `${formatCount(total)}${total_capped ? '+' : ''} ${total === 1 && !total_capped ? 'book' : 'books'}`;

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
  facets: facetScope,
}: ListingProps) {
  const country = useCountry();
  const [params] = useSearchParams();
  const scope: TypeScope = type ? { in: 'path', type } : { in: 'query' };
  const filters = useListingFilters(scope);
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
  const authorName = author ? formatDisplayName(author) : undefined;
  // An author nobody has: a 404, or a 422 on `author` for a username no account could have.
  const missingAuthor =
    books.error instanceof ApiError &&
    (books.error.status === 404 || Boolean(books.error.fieldError('author'))) &&
    Boolean(filterValuesOf(params).author);
  // An unknown category or sub-category in the path: the Not Found page, as the server answers it.
  if (!missingAuthor) throwIfNotFound(books.error);
  // The facets' counts: a call of their own, so the listing stays as fast as it was.
  const facetAnswer = hooks.public.useGetBookFacets(
    facetScope && !hold ? facetsRead(params, { type, category, subCategory }, country) : null,
    { keepPreviousData: true },
  );
  // One object while the choices stay: the panel beside the results, not yet hydrated, keeps waiting.
  const { language, price_band, rating } = filters.values;
  const selected = useMemo(
    () => ({ type: filters.type, category: category ?? '', language, price_band, rating }),
    [filters.type, category, language, price_band, rating],
  );
  const facetPanel = (headingLevel: 2 | 3, className: string | undefined) =>
    facetScope ? (
      <ListingFacets
        className={className}
        headingLevel={headingLevel}
        facets={facetAnswer.data?.data}
        loading={facetAnswer.isLoading}
        failed={Boolean(facetAnswer.error)}
        retry={() => void facetAnswer.mutate()}
        scope={facetScope}
        selected={selected}
        onChange={filters.choose}
      />
    ) : null;

  const results = missingAuthor ? (
    <NoResults scope={scope} category={category} reason="author" />
  ) : books.error && !result ? (
    <ReadFailure error={books.error} retry={books.mutate} title="The books could not be loaded" />
  ) : result && result.total === 0 ? (
    <NoResults scope={scope} category={category} reason="filters" />
  ) : (
    <>
      <BookShelf
        heading={result ? countText(result) : 'Books'}
        books={result?.items ?? []}
        loading={!result}
        toggleView
        eagerCovers={4}
      />
      <Deferred>{result ? <Pager page={result.page} lastPage={result.last_page} /> : null}</Deferred>
    </>
  );

  return (
    <Screen
      title={typeof title === 'function' ? title(answer?.filters) : title}
      description={description}
      declaredHead={description === undefined}
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
          <ListingControls
            scope={scope}
            authorName={authorName}
            facets={
              facetScope
                ? {
                    panel: facetPanel(3, classes.SheetFacets),
                    data: facetAnswer.data?.data,
                    type: facetScope.type,
                  }
                : undefined
            }
          />
          {/* Said once the count changes (a filter applied), as well as shown in the heading. */}
          <VisuallyHidden role="status">
            {result && !books.isValidating ? `${countText(result)} found` : ''}
          </VisuallyHidden>
          {facetScope ? (
            <div className={classes.WithFacets}>
              {/* Beside the results on a wide screen (hidden on a narrow one, where the sheet has it). */}
              <Deferred>{facetPanel(2, classes.Facets)}</Deferred>
              <div className={classes.Results}>{results}</div>
            </div>
          ) : (
            results
          )}
        </div>
      )}
    </Screen>
  );
}
