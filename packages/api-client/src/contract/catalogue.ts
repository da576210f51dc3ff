import { z } from 'zod';
import {
  AuthorProfile,
  Book,
  BookSummary,
  Category,
  CategoryCollections,
  CategoryRef,
  CuratedList,
  HeaderContent,
  HomeContent,
  SearchResult,
  SubCategoryDetail,
  SubCategoryRef,
} from './catalogue-entities';
import {
  BookRefParams,
  BookSort,
  BookType,
  countryField,
  CountryQuery,
  Money,
  pageFields,
  PriceBand,
  Uid,
  UidParams,
  Username,
} from './common';
import { endpoint, envelope, page, paginated } from './endpoint';

// The catalogue (SPEC.md section 3) and its calls in the public area: books, categories, curated
// lists, search, the home page and the header menus. The entities are in catalogue-entities.ts.

export * from './catalogue-entities';

/**
 * The listing's filters, shared by the listing and its facets. `language`, `price_band` and `rating`
 * are extensions (issue 25: the see-all search page's facets).
 */
const bookFilterFields = {
  type: BookType.optional(),
  category: Uid.optional(),
  sub_category: Uid.optional(),
  author: Username.optional(),
  /** Full-text search over titles, people, ISBNs, tags and blurbs (issue 25). */
  keyword: z.string().trim().max(100).optional(),
  /** Extension: the book's language as the books carry it (`English`, `Yoruba`…). */
  language: z.string().trim().min(1).max(40).optional(),
  /** Extension: a price band in steps of the country's base ebook price (see `priceBands`). */
  price_band: PriceBand.optional(),
  /** Extension: at least this many stars (average rating), 1 to 4. */
  rating: z.coerce.number<number>().int().min(1).max(4).optional(),
};

/**
 * The book listing's filters (SPEC 4 "Book filters", 9 sort and type options). `limit` caps the page
 * size for short strips (new releases and trending use limit=10); otherwise `per_page` applies. With a
 * keyword and no sort the listing is in `Relevance` order (an extension), else newest first.
 */
const { type: typeField, ...otherFilterFields } = bookFilterFields;
export const BookListQuery = z.object({
  type: typeField,
  sort: BookSort.optional(),
  ...otherFilterFields,
  limit: z.coerce.number<number>().int().min(1).max(100).optional(),
  ...pageFields,
  country: countryField,
});

/** Extension (issue 25): the facets' query: the listing's filters, without paging or sort. */
export const BookFacetsQuery = z.object({ ...bookFilterFields, country: countryField });

const FacetCount = z.number().int().min(0);

/**
 * Extension (issue 25): how many published books priced in the country match the listing's query for
 * each value of each facet. Every facet's counts apply all the OTHER active filters but not its own
 * (disjunctive faceting), so a shopper sees the alternatives to what they picked. `type`, `price_band`
 * and `rating` list every value (zero counts included); `category` and `language` the values with at
 * least one book, most books first. `rating` counts are cumulative: books with at least that many stars.
 */
export const BookFacets = z.object({
  /** Books matching every active filter (the listing's total). */
  total: FacetCount,
  type: z.array(z.object({ value: BookType, count: FacetCount })),
  category: z.array(z.object({ value: Uid, label: z.string(), count: FacetCount })),
  language: z.array(z.object({ value: z.string(), count: FacetCount })),
  /**
   * Each band's bounds in the country's currency: `min` inclusive (but `low`, above zero), `max`
   * exclusive (`free`: both zero; `top`: null, no bound).
   */
  price_band: z.array(z.object({ value: PriceBand, min: Money, max: Money.nullable(), count: FacetCount })),
  rating: z.array(z.object({ value: z.number().int().min(1).max(4), count: FacetCount })),
});
export type BookFacets = z.infer<typeof BookFacets>;

/** The listing answers the page plus the author, category or sub-category it was filtered by. */
export const BookListResponse = envelope(
  page(BookSummary).extend({
    /**
     * Extension (issue 25): true when the books matching a keyword, or the facets' filters (language,
     * price band, rating) or an author, were counted only up to a cap (the next multiple of 1,000 past
     * the page's end): then at least `total` books match ("1,000+ books"),
     * and `last_page` follows `total`, so there is always a next page while more books match. Absent
     * or false: `total` is exact.
     */
    total_capped: z.boolean().optional(),
  }),
).extend({
  filters: z.object({
    author: AuthorProfile.nullable(),
    category: CategoryRef.nullable(),
    sub_category: SubCategoryRef.nullable(),
  }),
});

export const catalogueEndpoints = {
  listBooks: endpoint({
    method: 'GET',
    path: '/api/public/books',
    query: BookListQuery,
    response: BookListResponse,
    auth: 'public',
    summary: 'Book listing with filters; also new releases and trending per type (sort, limit=10).',
  }),
  getBookFacets: endpoint({
    method: 'GET',
    path: '/api/public/books/facets',
    query: BookFacetsQuery,
    response: envelope(BookFacets),
    auth: 'public',
    summary: "Counts per type, category, language, price band and rating for the listing's query.",
    extension: true,
  }),
  getBook: endpoint({
    method: 'GET',
    path: '/api/public/books/:uid',
    params: BookRefParams,
    query: CountryQuery,
    response: envelope(Book),
    auth: 'public',
    summary: 'One book with contributors, priced for the country.',
  }),
  getRelatedBooks: endpoint({
    method: 'GET',
    path: '/api/public/books/:uid/related',
    params: BookRefParams,
    query: CountryQuery,
    response: envelope(z.array(BookSummary)),
    auth: 'public',
    summary: 'Books related to one book.',
  }),
  listCategories: endpoint({
    method: 'GET',
    path: '/api/public/categories',
    response: envelope(z.array(Category)),
    auth: 'public',
    summary: 'All categories with their sub-categories.',
  }),
  getCategory: endpoint({
    method: 'GET',
    path: '/api/public/categories/:uid',
    params: UidParams,
    response: envelope(Category),
    auth: 'public',
    summary: 'One category with its sub-categories.',
  }),
  getCategoryCollections: endpoint({
    method: 'GET',
    path: '/api/public/categories/:uid/collections',
    params: UidParams,
    query: z.object({ media: BookType.default('ebook'), country: countryField }),
    response: envelope(CategoryCollections),
    auth: 'public',
    summary: "A category's books of one media type grouped by sub-category.",
  }),
  getSubCategory: endpoint({
    method: 'GET',
    path: '/api/public/sub_categories/:uid',
    params: UidParams,
    response: envelope(SubCategoryDetail),
    auth: 'public',
    summary: 'One sub-category with its category.',
  }),
  getHeader: endpoint({
    method: 'GET',
    path: '/api/public/header',
    response: envelope(HeaderContent),
    auth: 'public',
    summary: 'Header menus: categories with sub-categories, and curated lists.',
  }),
  getHome: endpoint({
    method: 'GET',
    path: '/api/public/home',
    query: CountryQuery,
    response: envelope(HomeContent),
    auth: 'public',
    summary: 'Home page sections for the country.',
  }),
  listLists: endpoint({
    method: 'GET',
    path: '/api/public/lists',
    response: envelope(z.array(CuratedList)),
    auth: 'public',
    summary: 'Curated lists.',
  }),
  getList: endpoint({
    method: 'GET',
    path: '/api/public/lists/:uid',
    params: UidParams,
    response: envelope(CuratedList),
    auth: 'public',
    summary: 'One curated list.',
  }),
  getListBooks: endpoint({
    method: 'GET',
    path: '/api/public/lists/:uid/books',
    params: UidParams,
    query: z.object({ ...pageFields, country: countryField }),
    response: paginated(BookSummary),
    auth: 'public',
    summary: "A curated list's books.",
  }),
  search: endpoint({
    method: 'GET',
    path: '/api/public/search',
    query: z.object({ keyword: z.string().trim().min(1).max(100), country: countryField }),
    response: envelope(SearchResult),
    auth: 'public',
    summary: 'Books, categories and authors matching a keyword.',
  }),
};
