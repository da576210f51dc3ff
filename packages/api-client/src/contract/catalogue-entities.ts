import { z } from 'zod';
import {
  BookType,
  CountryCode,
  DateString,
  DateTimeString,
  Id,
  Money,
  Rating,
  Uid,
  Url,
  Username,
} from './common';

// The catalogue's entities (SPEC.md section 3): authors, categories, books, curated lists, search
// results and the home page's content.

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
  /** Extension (issue 42): the average of the author's books' ratings, weighted by their counts. */
  rating: Rating,
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
