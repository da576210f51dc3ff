import { z } from 'zod';
import {
  BookRefParams,
  BookSort,
  BookType,
  CountryCode,
  countryField,
  CountryQuery,
  DateString,
  DateTimeString,
  Id,
  Money,
  pageFields,
  PriceBand,
  Rating,
  Uid,
  UidParams,
  Url,
  Username,
} from './common';
import { endpoint, envelope, page, paginated } from './endpoint';

// The catalogue (SPEC.md section 3) and its calls in the public area: books, categories, curated
// lists, search, the home page and the header menus.

/**
 * Extension (issue 39): the name readers see on the author's books, their page, search results and
 * widgets: the pen name the author gave when opening their author account, else first, middle and last
 * name. `first_name`, `middle_name` and `last_name` stay the account's own name.
 */
const AuthorDisplayName = z.string();

export const AuthorSummary = z.object({
  username: Username,
  first_name: z.string(),
  middle_name: z.string().nullable(),
  last_name: z.string(),
  display_name: AuthorDisplayName,
  avatar: Url.nullable(),
});
export type AuthorSummary = z.infer<typeof AuthorSummary>;

export const AuthorProfile = AuthorSummary.extend({
  bio: z.string().nullable(),
  website: Url.nullable(),
  country_code: CountryCode,
  books_count: z.number().int().min(0),
  joined_at: DateTimeString,
});
export type AuthorProfile = z.infer<typeof AuthorProfile>;

export const contributorRoles = [
  'author',
  'co_author',
  'editor',
  'illustrator',
  'translator',
  'narrator',
  'foreword',
] as const;
export const ContributorRole = z.enum(contributorRoles);
export const Contributor = z.object({
  id: Id,
  name: z.string().min(1).max(120),
  role: ContributorRole,
});
export type Contributor = z.infer<typeof Contributor>;

export const SubCategory = z.object({
  uid: Uid,
  sub_category_name: z.string(),
  is_new: z.boolean(),
  category_uid: Uid,
  books_count: z.number().int().min(0),
});
export type SubCategory = z.infer<typeof SubCategory>;

export const Category = z.object({
  uid: Uid,
  category_name: z.string(),
  description: z.string().nullable(),
  is_new: z.boolean(),
  cover_path: Url.nullable(),
  books_count: z.number().int().min(0),
  sub_categories: z.array(SubCategory),
});
export type Category = z.infer<typeof Category>;

export const CategoryRef = z.object({ uid: Uid, category_name: z.string() });
export type CategoryRef = z.infer<typeof CategoryRef>;
export const SubCategoryRef = z.object({ uid: Uid, sub_category_name: z.string() });
export type SubCategoryRef = z.infer<typeof SubCategoryRef>;

/** A sub-category with the category it belongs to (GET /api/public/sub_categories/{uid}). */
export const SubCategoryDetail = SubCategory.extend({ category: CategoryRef });
export type SubCategoryDetail = z.infer<typeof SubCategoryDetail>;

export const ebookFormats = ['epub', 'pdf'] as const;
export const audioFormats = ['mp3', 'm4b'] as const;
export const FileFormat = z.enum([...ebookFormats, ...audioFormats]);

/** Format details of the digital file (ebooks and audiobooks). */
export const FileInfo = z.object({
  format: FileFormat,
  size_bytes: z.number().int().min(0),
  drm_free: z.boolean(),
});

export const bindings = ['paperback', 'hardcover'] as const;
/** Physical details of a print book. */
export const PrintDetails = z.object({
  binding: z.enum(bindings),
  weight_grams: z.number().int().positive(),
  width_mm: z.number().positive(),
  height_mm: z.number().positive(),
  depth_mm: z.number().positive(),
  stock: z.number().int().min(0),
  print_on_demand: z.boolean(),
});
export type PrintDetails = z.infer<typeof PrintDetails>;

/** A book in listings, cards and search. */
export const BookSummary = z.object({
  uid: Uid,
  slug: z.string(),
  title: z.string(),
  subtitle: z.string().nullable(),
  type: BookType,
  price: Money,
  cover_path: Url,
  /**
   * Extension (issue 26): WebP copies of an uploaded raster cover at fixed widths, as an `<img srcset>`
   * value (`/media/covers/uploaded/ab12-160w.webp 160w, …`); null when the cover has none (an SVG
   * cover, no cover, or copies not written yet). The API always sends it; absent (older fixtures)
   * means null.
   */
  cover_srcset: z.string().nullable().optional(),
  authors: z.array(AuthorSummary),
  category: CategoryRef.nullable(),
  rating: Rating,
  publication_date: DateString.nullable(),
});
export type BookSummary = z.infer<typeof BookSummary>;

/** A book with everything its detail page shows, contributors included. */
export const Book = BookSummary.extend({
  description: z.string(),
  contributors: z.array(Contributor),
  sub_category: SubCategoryRef.nullable(),
  language: z.string(),
  /** Ebooks and print books. */
  pages: z.number().int().positive().nullable(),
  /** Audiobooks. */
  duration_seconds: z.number().int().positive().nullable(),
  isbn: z.string().nullable(),
  publisher: z.string().nullable(),
  /** A free excerpt (ebook pages or an audio clip). */
  sample_url: Url.nullable(),
  file: FileInfo.nullable(),
  print: PrintDetails.nullable(),
  tags: z.array(z.string()),
});
export type Book = z.infer<typeof Book>;

export const CuratedList = z.object({
  uid: Uid,
  list_name: z.string(),
  list_cover: Url,
  description: z.string().nullable(),
  books_count: z.number().int().min(0),
  created_at: DateTimeString,
});
export type CuratedList = z.infer<typeof CuratedList>;

/** Header content: categories with sub-categories and the curated lists. */
export const HeaderContent = z.object({
  categories: z.array(
    z.object({
      uid: Uid,
      category_name: z.string(),
      is_new: z.boolean(),
      sub_categories: z.array(z.object({ uid: Uid, sub_category_name: z.string(), is_new: z.boolean() })),
    }),
  ),
  lists: z.array(z.object({ uid: Uid, list_name: z.string(), list_cover: Url })),
});
export type HeaderContent = z.infer<typeof HeaderContent>;

export const SearchResult = z.object({
  books: z.array(z.object({ uid: Uid, title: z.string(), type: BookType })),
  categories: z.array(CategoryRef),
  authors: z.array(
    z.object({
      username: Username,
      first_name: z.string(),
      middle_name: z.string().nullable(),
      last_name: z.string(),
      display_name: AuthorDisplayName,
    }),
  ),
  /**
   * Extension (issue 25): "Did you mean …": when no book (or only one) matches but a title or an
   * author's name is close to the keyword, that title or name; else null.
   */
  suggestion: z.string().nullable(),
  /**
   * Extension (issue 39): how many books the see-all page (`/api/public/books?keyword=`, its first
   * page) lists for the same keyword and country, counted as that page counts them: up to 1,000, then
   * `book_total_capped` ("1,000+"). So the overlay and the page say the same number.
   */
  book_total: z.number().int().nonnegative(),
  book_total_capped: z.boolean(),
});
export type SearchResult = z.infer<typeof SearchResult>;

/** The home page for one country. */
export const HomeContent = z.object({
  country_code: CountryCode,
  featured: z.array(BookSummary),
  new_releases: z.array(BookSummary),
  trending: z.array(BookSummary),
  lists: z.array(z.object({ list: CuratedList, books: z.array(BookSummary) })),
  categories: z.array(CategoryRef),
  authors: z.array(AuthorSummary),
});
export type HomeContent = z.infer<typeof HomeContent>;

/** A category's books grouped by sub-category for one media type. */
export const CategoryCollections = z.object({
  category: CategoryRef,
  media: BookType,
  collections: z.array(z.object({ sub_category: SubCategoryRef, books: z.array(BookSummary) })),
});
export type CategoryCollections = z.infer<typeof CategoryCollections>;

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
