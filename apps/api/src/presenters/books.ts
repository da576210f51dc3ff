import type {
  AuthorSummary,
  Book as BookDetail,
  BookSummary,
  Contributor,
} from '@bookstore/api-client/contract';
import { sql, type Kysely, type RawBuilder } from 'kysely';
import type { AppDeps } from '../context.ts';
import type { Book, BookType, Database } from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import { money, type CurrencyInfo } from '../money.ts';
import { PUBLISHED } from '../db/plans.ts';

export interface CountryInfo extends CurrencyInfo {
  code: string;
}

/** The country a price list is for; an unsupported code is a 422 on `country`. */
export async function requireCountry(
  db: Kysely<Database>,
  code: string,
  field = 'country',
): Promise<CountryInfo> {
  const row = await db
    .selectFrom('countries')
    .select(['code', 'currency_code', 'currency_symbol'])
    .where('code', '=', code.toLowerCase())
    .executeTakeFirst();
  if (!row) throw invalid(field, `The selected ${field.replaceAll('_', ' ')} is not supported.`);
  return row;
}

const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A book without an uploaded cover (a seller's draft) still gets an image: its title on a plain card. */
export function generatedCover(title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600"><rect width="400" height="600" fill="#334155"/><text x="200" y="300" fill="#f8fafc" font-family="Georgia,serif" font-size="28" text-anchor="middle">${escapeXml(title.slice(0, 40))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function coverUrl(deps: AppDeps, coverPath: string | null, title: string): string {
  return coverPath ? deps.media.url(coverPath) : generatedCover(title);
}

/** The book columns a card shows (with its price, author and category). */
const BOOK_CARD_FIELDS = [
  'id',
  'uid',
  'slug',
  'title',
  'subtitle',
  'type',
  'cover_path',
  'publication_date',
  'rating_average',
  'rating_count',
] as const;
const BOOK_CARD_COLUMNS = BOOK_CARD_FIELDS.map((field) => `books.${field}` as const);

/** A card's author (`users as a`) and category (`categories as cat`). */
const CARD_PEOPLE_COLUMNS = [
  'a.username as author_username',
  'a.first_name as author_first_name',
  'a.middle_name as author_middle_name',
  'a.last_name as author_last_name',
  'a.avatar_path as author_avatar',
  'cat.uid as category_uid',
  'cat.name as category_name',
] as const;

/** Published books joined to their price in `country` (`p`), nothing selected yet. */
function publishedInCountry(db: Kysely<Database>, country: string) {
  return db
    .selectFrom('books')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .where('books.status', '=', PUBLISHED);
}

/** Published books priced in `country`, with what a card shows; callers add filters, order and limits. */
export function summaryQuery(db: Kysely<Database>, country: string) {
  return publishedInCountry(db, country)
    .innerJoin('users as a', 'a.id', 'books.author_id')
    .leftJoin('categories as cat', 'cat.id', 'books.category_id')
    .select([...BOOK_CARD_COLUMNS, 'p.amount', ...CARD_PEOPLE_COLUMNS]);
}

/**
 * Published books priced in `country` with only the book and price columns: what a strip or a page
 * picks its rows from (add filters, `orderBy(pageOrder(...))` and a limit), before `cardsOf` dresses
 * those few rows as cards.
 */
export function pricedBooks(db: Kysely<Database>, country: string) {
  return publishedInCountry(db, country).select([
    ...BOOK_CARD_COLUMNS,
    'books.trending_score',
    'books.author_id',
    'books.category_id',
    'p.amount',
  ]);
}

export type PricedBooks = ReturnType<typeof pricedBooks>;

/** A sort key of a page of books: a column of `pricedBooks` (`title` sorts case-insensitively). */
export type PageKey = readonly [
  column:
    'id' | 'title' | 'publication_date' | 'trending_score' | 'rating_average' | 'rating_count' | 'amount',
  direction: 'asc' | 'desc',
  nulls?: 'nulls last',
];

/**
 * `keys` as ORDER BY items on the `books`/`p` tables of `pricedBooks` (`inner`) or on the `b` rows of
 * `cardsOf` (`outer`); the expressions match the listing indexes (`lower(title)`, `NULLS LAST` dates).
 */
export function pageOrder(keys: readonly PageKey[], side: 'inner' | 'outer'): RawBuilder<unknown>[] {
  return keys.map(([column, direction, nulls]) => {
    const table = side === 'outer' ? 'b' : column === 'amount' ? 'p' : 'books';
    const ref = sql.ref(`${table}.${column}`);
    const value = column === 'title' ? sql`lower(${ref})` : ref;
    return sql`${value} ${sql.raw(direction)}${sql.raw(nulls ? ` ${nulls}` : '')}`;
  });
}

/** `query` ordered by `keys` (see `pageOrder`). */
export function orderPage<Q extends { orderBy(expression: RawBuilder<unknown>): Q }>(
  query: Q,
  keys: readonly PageKey[],
  side: 'inner' | 'outer',
): Q {
  return pageOrder(keys, side).reduce((ordered, item) => ordered.orderBy(item), query);
}

/** The 1-based position of a `pricedBooks` row in the order `keys`, as a column. */
export function pageRank(keys: readonly PageKey[]) {
  return sql<number>`row_number() over (order by ${sql.join(pageOrder(keys, 'inner'))})`;
}

/** What a card shows, from the `b` rows of a page joined to `users as a` and `categories as cat`. */
export const CARD_COLUMNS = [
  ...BOOK_CARD_FIELDS.map((field) => `b.${field}` as const),
  'b.amount',
  ...CARD_PEOPLE_COLUMNS,
] as const;

/**
 * Cards for the rows a `pricedBooks` query picked (filtered, ordered and limited), with their authors
 * and categories, in the order `keys` (the page's own order). The page is a subquery planned on its own,
 * so the planner only walks an index for it and joins the rest to those few rows.
 */
export function cardsOf(db: Kysely<Database>, page: PricedBooks, keys: readonly PageKey[]) {
  const cards = db
    .selectFrom(page.as('b'))
    .innerJoin('users as a', 'a.id', 'b.author_id')
    .leftJoin('categories as cat', 'cat.id', 'b.category_id')
    .select(CARD_COLUMNS);
  return orderPage(cards, keys, 'outer');
}

/** A country's currency as two columns of a query: rows and prices come back in one round trip. */
export function currencyColumns(db: Kysely<Database>, country: string) {
  const of = (column: 'currency_code' | 'currency_symbol') =>
    db.selectFrom('countries').select(column).where('code', '=', country);
  return [of('currency_code').as('currency_code'), of('currency_symbol').as('currency_symbol')] as const;
}

/** What a card is made of: a row of `summaryQuery` or `cardsOf`. */
export interface SummaryRow {
  uid: string;
  slug: string;
  title: string;
  subtitle: string | null;
  type: BookType;
  cover_path: string | null;
  publication_date: string | null;
  rating_average: number;
  rating_count: number;
  amount: number;
  author_username: string;
  author_first_name: string;
  author_middle_name: string | null;
  author_last_name: string;
  author_avatar: string | null;
  category_uid: string | null;
  category_name: string | null;
}

export function authorSummary(
  deps: AppDeps,
  row: {
    username: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    avatar_path: string | null;
  },
): AuthorSummary {
  return {
    username: row.username,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    avatar: deps.media.url(row.avatar_path),
  };
}

export function toSummary(deps: AppDeps, row: SummaryRow, currency: CurrencyInfo): BookSummary {
  return {
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    price: money(row.amount, currency),
    cover_path: coverUrl(deps, row.cover_path, row.title),
    authors: [
      authorSummary(deps, {
        username: row.author_username,
        first_name: row.author_first_name,
        middle_name: row.author_middle_name,
        last_name: row.author_last_name,
        avatar_path: row.author_avatar,
      }),
    ],
    category:
      row.category_uid && row.category_name
        ? { uid: row.category_uid, category_name: row.category_name }
        : null,
    rating: { average: Number(row.rating_average), count: row.rating_count },
    publication_date: row.publication_date,
  };
}

/** Summaries for these book ids, in the order given (ids without a price in the country are skipped). */
export async function summariesByIds(
  deps: AppDeps,
  ids: number[],
  country: CountryInfo,
): Promise<BookSummary[]> {
  if (ids.length === 0) return [];
  const rows = await summaryQuery(deps.db, country.code).where('books.id', 'in', ids).execute();
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(deps, row, country)] : [];
  });
}

/** The columns of a book that its detail adds to its card (with its type and its sub-category). */
const DETAIL_FIELDS = [
  'description',
  'language',
  'pages',
  'duration_seconds',
  'isbn',
  'publisher',
  'sample_path',
  'file_format',
  'file_size_bytes',
  'print_binding',
  'print_weight_grams',
  'print_width_mm',
  'print_height_mm',
  'print_depth_mm',
  'stock_quantity',
  'print_on_demand',
  'keywords',
] as const;

/** `DETAIL_FIELDS` of the `books` table (add `books.sub_category_id` to join the sub-category). */
export const DETAIL_COLUMNS = DETAIL_FIELDS.map((field) => `books.${field}` as const);

/** `DETAIL_FIELDS` of the `b` rows of a page (see `cardsOf`), and the sub-category joined as `sc`. */
export const PAGE_DETAIL_COLUMNS = [
  ...DETAIL_FIELDS.map((field) => `b.${field}` as const),
  'sc.uid as sub_category_uid',
  'sc.name as sub_category_name',
] as const;

/** A book's contributors in display order, as a JSON array column (`[]` without any). */
export function contributorsColumn(table: 'books' | 'b') {
  return sql<Contributor[]>`(
    select coalesce(json_agg(json_build_object('id', c.id, 'name', c.name, 'role', bc.role) order by bc.position, c.id), '[]')
    from book_contributors as bc
    inner join contributors as c on c.id = bc.contributor_id
    where bc.book_id = ${sql.ref(`${table}.id`)}
  )`;
}

type DetailRow = Pick<Book, 'type' | (typeof DETAIL_FIELDS)[number]> & {
  sub_category_uid: string | null;
  sub_category_name: string | null;
};

/** The detail fields of a book (any status: sellers see their drafts through the same shape). */
export async function bookDetail(deps: AppDeps, bookId: number, summary: BookSummary): Promise<BookDetail> {
  const book = await deps.db
    .selectFrom('books')
    .leftJoin('sub_categories as sc', 'sc.id', 'books.sub_category_id')
    .select([
      'books.type',
      ...DETAIL_COLUMNS,
      'sc.uid as sub_category_uid',
      'sc.name as sub_category_name',
      contributorsColumn('books').as('contributors'),
    ])
    .where('books.id', '=', bookId)
    .executeTakeFirstOrThrow();
  return toDetail(deps, book, book.contributors, summary);
}

/** A book's detail from its card, its detail columns (`DETAIL_FIELDS`) and its contributors. */
export function toDetail(
  deps: AppDeps,
  book: DetailRow,
  contributors: Contributor[],
  summary: BookSummary,
): BookDetail {
  const isDigital = book.type !== 'printbook';
  const print =
    book.type === 'printbook' &&
    book.print_binding &&
    book.print_weight_grams &&
    book.print_width_mm &&
    book.print_height_mm &&
    book.print_depth_mm
      ? {
          binding: book.print_binding,
          weight_grams: book.print_weight_grams,
          width_mm: book.print_width_mm,
          height_mm: book.print_height_mm,
          depth_mm: book.print_depth_mm,
          stock: book.stock_quantity ?? 0,
          print_on_demand: book.print_on_demand,
        }
      : null;
  return {
    ...summary,
    description: book.description ?? '',
    contributors,
    sub_category:
      book.sub_category_uid && book.sub_category_name
        ? { uid: book.sub_category_uid, sub_category_name: book.sub_category_name }
        : null,
    language: book.language,
    pages: book.pages && book.pages > 0 ? book.pages : null,
    duration_seconds: book.duration_seconds && book.duration_seconds > 0 ? book.duration_seconds : null,
    isbn: book.isbn,
    publisher: book.publisher,
    sample_url: book.sample_path ? deps.media.url(book.sample_path) : null,
    file:
      isDigital && book.file_format
        ? { format: book.file_format, size_bytes: book.file_size_bytes ?? 0, drm_free: true }
        : null,
    print,
    tags: book.keywords,
  };
}

/** `lower(title)` as the trigram index is built. */
export const lowerTitle = sql<string>`lower(books.title)`;
