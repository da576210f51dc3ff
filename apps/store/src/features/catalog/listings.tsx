import { ApiError } from '@bookstore/api-client';
import type { BookType } from '@bookstore/api-client/constants';
import {
  booksListingText,
  categoryListingText,
  mediaListingText,
  subCategoryName,
} from '@bookstore/api-client/page-meta';
import { bookTypeLabel, Button, EmptyState, formatPersonName, VisuallyHidden } from '@bookstore/ui';
import { useDeferredValue, type ReactNode } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { AppLink } from '../../app/AppLink';
import { BookShelf, Pager, Screen, useCountry } from '../shared';
import classes from './catalog.module.css';
import { activeFilterCount, filterValuesOf, listingPathForType, withFilters } from './filters';
import { ListingControls, useListingFilters, type TypeScope } from './ListingControls';
import { categoryCollectionsRead, listingRead, listingTypeOf } from './reads';

/** The book type of a listing path (/ebooks/...), ebook when the path names none. */
export function useListingType(): BookType {
  return listingTypeOf(useLocation().pathname);
}

/** What a listing answer says it filtered by (`filters` of the book listing). */
type ListingFilters = NonNullable<ReturnType<typeof hooks.public.useListBooks>['data']>['filters'];

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
function Listing({ title, description, lead, type, category, subCategory, before, hold }: ListingProps) {
  const country = useCountry();
  const [params] = useSearchParams();
  const scope: TypeScope = type ? { in: 'path', type } : { in: 'query' };
  // The last page stays while the next loads (no flash of skeletons on each filter change); React
  // renders a page of cards in the background, in slices, rather than in one long task.
  const books = useDeferredValue(
    hooks.public.useListBooks(listingRead(params, { type, category, subCategory }, country), {
      keepPreviousData: true,
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

/** The empty state: what narrowed the results, and a way to widen them. */
function NoResults({
  scope,
  category,
  reason,
}: {
  scope: TypeScope;
  category?: string | undefined;
  reason: 'filters' | 'author';
}) {
  const { params, values, clear, apply } = useListingFilters(scope);
  const { pathname } = useLocation();
  const filtered = activeFilterCount(scope.in === 'path' ? withFilters(params, { type: '' }) : params) > 0;
  const hints: ReactNode[] = [];
  if (reason === 'author') {
    hints.push(`No author has the username “${values.author}”. Type a name and pick one of the suggestions.`);
  } else {
    if (values.keyword) hints.push(`Check the spelling of “${values.keyword}”, or search with fewer words.`);
    if (values.author) hints.push('Remove the author to see every author’s books.');
    if (scope.in === 'query' && values.type) hints.push('Or choose “All types”.');
    if (!filtered && category) hints.push('Nothing of this type here yet.');
  }
  const otherTypes =
    scope.in === 'path' && reason === 'filters'
      ? (['ebook', 'audiobook', 'printbook'] as const).filter((type) => type !== scope.type)
      : [];
  return (
    <EmptyState
      className={classes.Empty}
      title={
        reason === 'author'
          ? 'No such author'
          : filtered
            ? 'No books match these filters'
            : 'No books here yet'
      }
      description={
        <>
          {hints.join(' ')}
          {otherTypes.length > 0 ? (
            <>
              {hints.length > 0 ? ' ' : ''}Or look in{' '}
              {otherTypes.map((type, index) => (
                <span key={type}>
                  {index > 0 ? ' or ' : ''}
                  <AppLink href={listingPathForType(pathname, params, type)}>
                    {bookTypeLabel(type).toLowerCase()}s
                  </AppLink>
                </span>
              ))}
              .
            </>
          ) : null}
        </>
      }
      action={
        reason === 'author' ? (
          <Button variant="secondary" onClick={() => apply({ author: '' })}>
            Remove the author
          </Button>
        ) : filtered ? (
          <Button variant="secondary" onClick={clear}>
            Clear filters
          </Button>
        ) : null
      }
    />
  );
}

/** /ebooks, /audiobooks, /printbooks */
export function MediaListingScreen() {
  const type = useListingType();
  return <Listing key={type} {...mediaListingText(type)} type={type} />;
}

/**
 * A category's collections (`/categories/{uid}/collections?media`): a shelf of each sub-category's
 * books of the listing's type, each with a link to the whole sub-category. Shown above the listing on
 * its first page without filters: once a shopper searches or pages, the results come first.
 */
function CategoryShelves({
  category,
  name,
  type,
  collections,
}: {
  category: string;
  name: string;
  type: BookType;
  collections: ReturnType<typeof hooks.public.useGetCategoryCollections>;
}) {
  const items = collections.data?.data.collections.filter((collection) => collection.books.length > 0) ?? [];
  // While they load, one shelf's skeleton holds their place (the listing waits below, see `hold`).
  if (collections.isLoading) return <BookShelf books={[]} loading className={classes.Shelf} />;
  if (items.length === 0) return null;
  return (
    <div className={classes.Shelves}>
      {/* The shelves are long on a phone: a way straight to the whole listing under them. */}
      <a href="#all-books" className={classes.Jump}>
        All {name} {bookTypeLabel(type).toLowerCase()}s <span aria-hidden="true">↓</span>
      </a>
      {items.map(({ sub_category: sub, books }, index) => (
        <BookShelf
          key={sub.uid}
          heading={sub.sub_category_name}
          books={books}
          // The first shelf's covers are the page's largest paint: no lazy loading for them.
          eagerCovers={index === 0 ? 4 : undefined}
          className={classes.Shelf}
          toolbar={
            <AppLink href={`/${type}s/${category}/${sub.uid}`} className={classes.SeeAll}>
              See all<VisuallyHidden> {sub.sub_category_name}</VisuallyHidden>
            </AppLink>
          }
        />
      ))}
    </div>
  );
}

/** /{book_format}/{category_uid} */
export function CategoryListingScreen() {
  const type = useListingType();
  const { slug = '' } = useParams();
  const [params] = useSearchParams();
  const category = hooks.public.useGetCategory({ params: { uid: slug } });
  const name = category.data?.data.category_name ?? 'Category';
  const text = categoryListingText(name, type, category.data?.data.description);
  const browsing = activeFilterCount(params) === 0 && !params.get('page') && !params.get('sort');
  const country = useCountry();
  const collections = hooks.public.useGetCategoryCollections(
    browsing ? categoryCollectionsRead(slug, type, country) : null,
  );
  return (
    <Listing
      key={type}
      title={text.title}
      description={text.description}
      lead={category.data?.data.description ?? undefined}
      type={type}
      category={slug}
      before={
        browsing ? (
          <CategoryShelves category={slug} name={name} type={type} collections={collections} />
        ) : null
      }
      // The listing shows once the shelves above it have come, so it is not pushed down under the reader.
      hold={browsing && collections.isLoading}
    />
  );
}

/** /{book_format}/{category_uid}/{sub_category_uid} */
export function SubCategoryListingScreen() {
  const type = useListingType();
  const { id = '' } = useParams();
  const subCategory = hooks.public.useGetSubCategory({ params: { uid: id } });
  const detail = subCategory.data?.data;
  const name = detail
    ? subCategoryName(detail.category.category_name, detail.sub_category_name)
    : 'Sub-category';
  return <Listing key={type} {...categoryListingText(name, type)} type={type} subCategory={id} />;
}

/** /books?category={uid} or ?author={username}: every type, filtered. */
export function BooksScreen() {
  const [params] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const author = params.get('author');
  const categoryDetail = hooks.public.useGetCategory(category ? { params: { uid: category } } : null);
  // The listing's answer names the author it filtered by.
  const text = (filters: ListingFilters | undefined) =>
    booksListingText(
      categoryDetail.data?.data.category_name,
      author ? (filters?.author ? formatPersonName(filters.author) : author) : undefined,
    );
  return (
    <Listing
      title={(filters) => text(filters).title}
      description={text(undefined).description}
      category={category}
    />
  );
}

/** /booksbak: the whole catalogue of every type in one listing (the filters of the URL apply). */
export function BooksBakScreen() {
  return (
    <Listing
      title="All books"
      description="The whole catalogue: ebooks, audiobooks and print books."
      lead="Every ebook, audiobook and print book in one list."
    />
  );
}
