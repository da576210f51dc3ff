import { booksListingText } from '@bookstore/api-client/page-meta';
import { formatDisplayName } from '@bookstore/ui';
import { useSearchParams } from 'react-router-dom';
import { hooks } from '../../api';
import { useCountry } from '../shared';
import { Listing, type ListingFilters } from './Listing';
import { booksReads } from './pageReads';

/** /books offers every facet: type and category are its own query parameters (issue 25). */
const BOOKS_FACETS = { type: true, category: true };

/** /books?category={uid}, ?author={username} or ?keyword= (the search's "see all"): every type, filtered. */
export function BooksScreen() {
  const [params] = useSearchParams();
  // The reads the server's route prefetch names too (pageReads.ts): the listing's and facets' come
  // from Listing, with the category as its scope.
  const country = useCountry();
  const { category, categoryDetail: categoryRead } = booksReads(params, country);
  const author = params.get('author');
  const keyword = params.get('keyword')?.trim();
  const categoryDetail = hooks.public.useGetCategory(categoryRead);
  // The listing's answer names the author it filtered by.
  const text = (filters: ListingFilters | undefined) =>
    booksListingText(
      categoryDetail.data?.data.category_name,
      author ? (filters?.author ? formatDisplayName(filters.author) : author) : undefined,
    );
  return (
    <Listing
      title={(filters) => text(filters).title}
      lead={keyword ? `Results for “${keyword}”` : undefined}
      category={category}
      facets={BOOKS_FACETS}
    />
  );
}
