// The reads of a book's reviews on its page (issue 42), built in one place for the section's hooks, the
// server's prefetch of the book page and its head, so all three ask for the same keys.
import { reviewSorts, type ReviewSort } from '@bookstore/api-client/review-rules';
import { prefetchRead } from '../../api';
import type { DataPrefetch } from '../../page/reads';

/** Reviews shown per page of the book's reviews. */
export const REVIEWS_PER_PAGE = 5;

/** The reviews view the address asks for: `?sort=`, `?stars=` and `?page=`, each checked. */
export interface ReviewView {
  sort: ReviewSort;
  stars: 1 | 2 | 3 | 4 | 5 | undefined;
  page: number;
}

export function reviewView(search: URLSearchParams): ReviewView {
  const sort = search.get('sort');
  const stars = Number(search.get('stars'));
  const page = Number(search.get('page'));
  return {
    sort: reviewSorts.find((one) => one === sort) ?? 'helpful',
    stars: Number.isInteger(stars) && stars >= 1 && stars <= 5 ? (stars as ReviewView['stars']) : undefined,
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The summary and the page of reviews of the book at `slug` (its uid or slug), as the address asks. */
export function bookReviewReads(slug: string, search: URLSearchParams) {
  const { sort, stars, page } = reviewView(search);
  return {
    summary: { params: { uid: slug } },
    list: {
      params: { uid: slug },
      query: { sort, page, per_page: REVIEWS_PER_PAGE, ...(stars ? { stars } : {}) },
    },
  };
}

/** The address of the reviews view `view` on the book's page, with the reviews in sight. */
export function reviewViewHref(pathname: string, view: Partial<ReviewView>): string {
  const search = new URLSearchParams();
  if (view.sort && view.sort !== 'helpful') search.set('sort', view.sort);
  if (view.stars) search.set('stars', String(view.stars));
  if (view.page && view.page > 1) search.set('page', String(view.page));
  const query = search.toString();
  return `${pathname}${query ? `?${query}` : ''}#reviews`;
}

/** The server's prefetch of a book page's reviews section (entry-server.tsx adds it to the book's). */
export const prefetchBookReviews: DataPrefetch = ({ params, url }) => {
  if (!params.slug) return;
  const reads = bookReviewReads(params.slug, url.searchParams);
  prefetchRead('reviews', 'summary', reads.summary);
  prefetchRead('reviews', 'list', reads.list);
};
