import type { BookType } from '@bookstore/api-client/constants';
import { bookTypeLabel, formatPersonName } from '@bookstore/ui';
import { useDeferredValue } from 'react';
import { useLocation, useParams, useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { BookShelf, Pager, Screen, useCountry } from '../shared';
import { listingRead, listingTypeOf } from './reads';

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
  lead?: string;
  type?: BookType;
  category?: string;
  subCategory?: string;
}

/** One page of the book listing for the given filters, with the grid/list toggle and pages. */
function Listing({ title, description, lead, type, category, subCategory }: ListingProps) {
  const country = useCountry();
  const [params] = useSearchParams();
  // A page of cards: React renders it in the background, in slices, rather than in one long task.
  const books = useDeferredValue(
    hooks.public.useListBooks(listingRead(params, { type, category, subCategory }, country)),
  );
  const result = books.data?.data;
  return (
    <Screen
      title={typeof title === 'function' ? title(books.data?.filters) : title}
      description={description}
      lead={lead}
    >
      <BookShelf
        heading={result ? `${result.total} ${result.total === 1 ? 'book' : 'books'}` : 'Books'}
        books={result?.items ?? []}
        loading={books.isLoading}
        toggleView
        eagerCovers={4}
        emptyMessage={books.error ? 'The books could not be loaded.' : 'No books match these filters.'}
      />
      {result ? <Pager page={result.page} lastPage={result.last_page} /> : null}
    </Screen>
  );
}

/** /ebooks, /audiobooks, /printbooks */
export function MediaListingScreen() {
  const type = useListingType();
  const name = `${bookTypeLabel(type)}s`;
  return <Listing key={type} title={name} description={`Browse ${name.toLowerCase()}.`} type={type} />;
}

/** /{book_format}/{category_uid} */
export function CategoryListingScreen() {
  const type = useListingType();
  const { slug = '' } = useParams();
  const category = hooks.public.useGetCategory({ params: { uid: slug } });
  const name = category.data?.data.category_name ?? 'Category';
  return (
    <Listing
      title={`${name} · ${bookTypeLabel(type)}s`}
      description={category.data?.data.description ?? `${name} ${bookTypeLabel(type).toLowerCase()}s.`}
      lead={category.data?.data.description ?? undefined}
      type={type}
      category={slug}
    />
  );
}

/** /{book_format}/{category_uid}/{sub_category_uid} */
export function SubCategoryListingScreen() {
  const type = useListingType();
  const { id = '' } = useParams();
  const subCategory = hooks.public.useGetSubCategory({ params: { uid: id } });
  const detail = subCategory.data?.data;
  const name = detail ? `${detail.category.category_name}: ${detail.sub_category_name}` : 'Sub-category';
  return (
    <Listing
      title={`${name} · ${bookTypeLabel(type)}s`}
      description={`${name} ${bookTypeLabel(type).toLowerCase()}s.`}
      type={type}
      subCategory={id}
    />
  );
}

/** /books?category={uid} or ?author={username}: every type, filtered. */
export function BooksScreen() {
  const [params] = useSearchParams();
  const category = params.get('category') ?? undefined;
  const author = params.get('author');
  const categoryDetail = hooks.public.useGetCategory(category ? { params: { uid: category } } : null);
  // The listing's answer names the author it filtered by.
  const title = (filters: ListingFilters | undefined) =>
    categoryDetail.data
      ? `Books in ${categoryDetail.data.data.category_name}`
      : author
        ? `Books by ${filters?.author ? formatPersonName(filters.author) : author}`
        : 'Books';
  return <Listing title={title} description="Browse books of every type." category={category} />;
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
