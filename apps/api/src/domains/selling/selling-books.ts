import type { BookActivity, BookVerification, SellerBook } from '@bookstore/api-client/contract';
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { Book as BookRow, Database, User } from '../../db/schema.ts';
import { notFound } from '../../domain/errors.ts';
import { offsetOf } from '../../lib/pagination.ts';
import { money } from '../../money.ts';
import { authorSummary, coverUrl } from '../catalogue/books.presenter.ts';
import { categoryRef } from '../catalogue/categories.presenter.ts';
import { presentBookActivities } from './selling.presenter.ts';
import {
  authorBook,
  authorBooksPage,
  bookActivityRows,
  bookPartCounts,
  insertBookActivity,
  type SellerBookFilters,
} from './selling.queries.ts';
import {
  authorNamesOf,
  categoriesOf,
  partCountsOf,
  pricesOf,
  saleRevenuesOf,
} from './seller-books.queries.ts';
import { detailRows, tracksOfBooks } from '../catalogue/books.queries.ts';
import { toDetail } from '../catalogue/books.presenter.ts';
import type { CountryInfo } from '../catalogue/countries.ts';
import { homeCountry } from '../catalogue/home-country.ts';
import { pendingChangeOf, proposedBook, proposedExtrasOf } from './book-versions.ts';
import { latestVersionsOf, type VersionRow } from './book-versions.queries.ts';

/**
 * Signed links to a seller's own audio tracks last as long as an editing session; they work only while
 * the author is not suspended (checked on every request).
 */
const TRACK_LINK_HOURS = 6;
/** The basic info step asks for at least this much description (BasicInfoBody). */
export const MIN_DESCRIPTION = 50;

export type BookAction = BookActivity['action'];

/** The author's own book by uid, or 404: another author's book is not found. */
export async function ownBook(db: Kysely<Database>, userId: number, uid: string): Promise<BookRow> {
  const book = await authorBook(db, userId, uid);
  if (!book) throw notFound('The book was not found.');
  return book;
}

export async function recordActivity(
  deps: AppDeps,
  book: { id: number },
  userId: number,
  action: BookAction,
  description: string,
): Promise<void> {
  await insertBookActivity(deps.db, {
    book_id: book.id,
    user_id: userId,
    action,
    description,
    created_at: deps.clock(),
  });
}

/** The book's history, newest first. */
export async function bookActivities(deps: AppDeps, book: { id: number; uid: string }) {
  return presentBookActivities(book.uid, await bookActivityRows(deps.db, book.id));
}

export function hasPrintDetails(book: BookRow): boolean {
  return Boolean(
    book.print_binding &&
    book.print_weight_grams &&
    book.print_width_mm &&
    book.print_height_mm &&
    book.print_depth_mm &&
    book.stock_quantity !== null,
  );
}

/** True when an ebook has its file (an uploaded EPUB, or the file the demo seed put there). */
export function hasEbookFile(book: Pick<BookRow, 'file_path'>): boolean {
  return Boolean(book.file_path);
}

/** True when the book has what is sold: an ebook's file, at least one track of an audiobook. */
export function hasContent(book: Pick<BookRow, 'type' | 'file_path'>, tracks: number): boolean {
  if (book.type === 'ebook') return hasEbookFile(book);
  if (book.type === 'audiobook') return tracks > 0;
  return true;
}

/** An ebook's EPUB as the contract shows it to its author; null before one is uploaded. */
export function ebookFileOf(
  book: Pick<
    BookRow,
    | 'type'
    | 'file_path'
    | 'file_format'
    | 'file_size_bytes'
    | 'file_name'
    | 'file_uploaded_at'
    | 'published_at'
    | 'updated_at'
  >,
): SellerBook['ebook_file'] {
  if (book.type !== 'ebook' || !book.file_path || book.file_format !== 'epub') return null;
  return {
    // Files the seed put there have no uploaded name or date: the stored name and the publication.
    name: book.file_name ?? book.file_path.split('/').pop() ?? 'book.epub',
    format: 'epub',
    size_bytes: book.file_size_bytes ?? 0,
    uploaded_at: (book.file_uploaded_at ?? book.published_at ?? book.updated_at).toISOString(),
  };
}

/** What still blocks publication, step by step, given how many prices, contributors and tracks it has. */
export function missingForPublication(
  book: BookRow,
  parts: { prices: number; contributors: number; tracks: number },
): BookVerification['missing'] {
  const missing: BookVerification['missing'] = [];
  if (!book.description || book.description.length < MIN_DESCRIPTION) {
    missing.push({
      step: 'basic_info',
      field: 'description',
      message: 'Add a description of at least 50 characters.',
    });
  }
  if (book.category_id === null) {
    missing.push({ step: 'basic_info', field: 'category_uid', message: 'Choose a category.' });
  }
  if (!book.publication_date) {
    missing.push({ step: 'advance_info', field: 'publication_date', message: 'Set the publication date.' });
  }
  if (parts.prices === 0) {
    missing.push({ step: 'advance_info', field: 'price', message: 'Set the price.' });
  }
  if (parts.contributors === 0) {
    missing.push({ step: 'contributors', field: 'contributors', message: 'Add at least one contributor.' });
  }
  if (!book.cover_path) {
    missing.push({ step: 'cover', field: 'cover', message: 'Upload a cover image.' });
  }
  // The "Content and cover" step also holds what is sold: the EPUB of an ebook, an audiobook's tracks.
  if (book.type === 'ebook' && !hasEbookFile(book)) {
    missing.push({ step: 'cover', field: 'file', message: 'Upload the EPUB file of the ebook.' });
  }
  if (book.type === 'audiobook' && parts.tracks === 0) {
    missing.push({ step: 'cover', field: 'audio_files', message: 'Upload at least one audio file.' });
  }
  if (book.type === 'printbook' && !hasPrintDetails(book)) {
    missing.push({
      step: 'printbook',
      field: 'print',
      message: 'Enter the binding, size, weight and stock of the print book.',
    });
  }
  return missing;
}

/** What still blocks publication, step by step. */
export async function verifyBook(db: Kysely<Database>, book: BookRow): Promise<BookVerification> {
  const missing = missingForPublication(book, await bookPartCounts(db, book.id));
  return { ready: missing.length === 0, missing };
}

/** Groups rows by a key, keeping their order within each group. */
function groupBy<T, K>(rows: readonly T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** The entry of `map` at `key`, which the rows read for the books must hold. */
function found<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key);
  if (value === undefined) throw new Error(`No ${what} for ${String(key)}.`);
  return value;
}

/** What the seller's books are presented with, read in a fixed number of statements for any number of books. */
async function sellerBookFacts(
  deps: AppDeps,
  books: readonly BookRow[],
  country: CountryInfo,
  versions: ReadonlyMap<number, VersionRow>,
) {
  const { db } = deps;
  const ids = books.map((book) => book.id);
  const authorIds = [...new Set(books.map((book) => book.author_id))];
  const categoryIds = [
    ...new Set(books.flatMap((book) => (book.category_id === null ? [] : [book.category_id]))),
  ];
  const [authors, categories, prices, tracks, revenues, parts, details, proposed] = await Promise.all([
    authorNamesOf(db, authorIds),
    categoryIds.length > 0 ? categoriesOf(db, categoryIds) : Promise.resolve([]),
    pricesOf(db, ids),
    tracksOfBooks(db, ids),
    saleRevenuesOf(db, ids, country.currency_code),
    partCountsOf(db, ids),
    detailRows(db, ids),
    proposedExtrasOf(db, versions),
  ]);
  return {
    country,
    authors: new Map(authors.map((row) => [row.id, row])),
    categories: new Map(categories.map((row) => [row.id, row])),
    prices: groupBy(prices, (row) => row.book_id),
    tracks: groupBy(tracks, (row) => row.book_id),
    revenues,
    parts,
    details: new Map(details.map((row) => [row.id, row])),
    versions,
    proposed,
  };
}

type SellerBookFacts = Awaited<ReturnType<typeof sellerBookFacts>>;

/** A seller's book in the contract's shape, drafts included (no price or cover until those steps). */
function toSellerBook(deps: AppDeps, book: BookRow, facts: SellerBookFacts, origin: string): SellerBook {
  const { country } = facts;
  const author = found(facts.authors, book.author_id, 'author');
  const category = book.category_id === null ? undefined : facts.categories.get(book.category_id);
  const prices = facts.prices.get(book.id) ?? [];
  // An open change before publication: the editor shows what the author proposed (issue 41).
  const proposed = facts.proposed.get(book.id);
  const tracks = proposed?.tracks ?? facts.tracks.get(book.id) ?? [];
  const revenue = facts.revenues.get(book.id) ?? 0;
  const parts = found(facts.parts, book.id, 'part counts');
  const live = found(facts.details, book.id, 'detail row');
  const row = proposed
    ? {
        ...live,
        description: book.description,
        language: book.language,
        sub_category_uid: proposed.subCategory?.uid ?? null,
        sub_category_name: proposed.subCategory?.name ?? null,
        contributors: proposed.contributors,
      }
    : live;
  // The price in the seller's own country, else the first country the book is priced in.
  const price = prices.find((p) => p.country_code === country.code) ?? prices[0];
  const detail = toDetail(deps, row, row.contributors, {
    uid: book.uid,
    slug: book.slug,
    title: book.title,
    subtitle: book.subtitle,
    type: book.type,
    price: money(price?.amount ?? 0, price ?? country),
    cover_path: coverUrl(deps, book.cover_path, book.title),
    authors: [authorSummary(deps, author)],
    category: category ? categoryRef(category) : null,
    rating: { average: Number(book.rating_average), count: book.rating_count },
    publication_date: book.publication_date,
  });
  const expires = new Date(deps.clock().getTime() + TRACK_LINK_HOURS * 3_600_000);
  const basicInfo = Boolean(
    book.description && book.description.length >= MIN_DESCRIPTION && book.category_id,
  );
  return {
    ...detail,
    cover_path: book.cover_path ? deps.media.url(book.cover_path) : null,
    price: price ? money(price.amount, price) : null,
    status: book.status,
    steps: {
      basic_info: basicInfo,
      advance_info: Boolean(book.publication_date) && prices.length > 0,
      contributors: parts.contributors > 0,
      cover: book.cover_path !== null && hasContent(book, parts.tracks),
      printbook: book.type !== 'printbook' || hasPrintDetails(book),
      publish: book.status === 'published' || book.status === 'in_review',
    },
    audio_files: tracks.map((t) => ({
      id: t.id,
      title: t.title,
      url: deps.files.url(origin, t.file_path, expires, `b${book.id}`),
      duration_seconds: t.duration_seconds,
      size_bytes: t.size_bytes,
      position: t.position,
      chapters: t.chapters,
    })),
    ebook_file: ebookFileOf(book),
    rejection_reason: book.rejection_reason,
    submitted_at: book.submitted_at?.toISOString() ?? null,
    sales_count: book.sales_count,
    revenue: money(revenue, country),
    pending_change: pendingChangeOf(facts.versions.get(book.id)),
    created_at: book.created_at.toISOString(),
    updated_at: book.updated_at.toISOString(),
  };
}

/** One seller's book in the contract's shape. */
export async function presentSellerBook(
  deps: AppDeps,
  book: BookRow,
  seller: Pick<User, 'country_code'>,
  origin: string,
): Promise<SellerBook> {
  const [country, versions] = await Promise.all([
    homeCountry(deps.db, seller),
    latestVersionsOf(deps.db, [book.id]),
  ]);
  const shown = proposedBook(book, versions.get(book.id));
  return toSellerBook(deps, shown, await sellerBookFacts(deps, [shown], country, versions), origin);
}

/** The seller's books in the contract's shape, in their order, in a fixed number of statements. */
export async function presentSellerBooks(
  deps: AppDeps,
  books: readonly BookRow[],
  seller: Pick<User, 'country_code'>,
  origin: string,
): Promise<SellerBook[]> {
  if (books.length === 0) return [];
  const [country, versions] = await Promise.all([
    homeCountry(deps.db, seller),
    latestVersionsOf(
      deps.db,
      books.map((book) => book.id),
    ),
  ]);
  const shown = books.map((book) => proposedBook(book, versions.get(book.id)));
  const facts = await sellerBookFacts(deps, shown, country, versions);
  return shown.map((book) => toSellerBook(deps, book, facts, origin));
}

/** A page of the author's books in the contract's shape. */
export async function sellerBooks(
  deps: AppDeps,
  user: Pick<User, 'id' | 'country_code'>,
  query: SellerBookFilters & { page: number; per_page: number },
  origin: string,
) {
  const { total, rows } = await authorBooksPage(deps.db, user.id, query, {
    limit: query.per_page,
    offset: offsetOf(query.page, query.per_page),
  });
  return { total, books: await presentSellerBooks(deps, rows, user, origin) };
}
