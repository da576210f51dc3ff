import type { AuthorSummary, Book, BookSummary, Contributor } from '@bookstore/api-client/contract';
import { sql, type Kysely } from 'kysely';
import type { AppDeps } from '../context.ts';
import type { Database } from '../db/schema.ts';
import { invalid } from '../http/errors.ts';
import { money, type CurrencyInfo } from '../money.ts';

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

/** Published books priced in `country`, with what a card shows; callers add filters, order and limits. */
export function summaryQuery(db: Kysely<Database>, country: string) {
  return db
    .selectFrom('books')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .innerJoin('users as a', 'a.id', 'books.author_id')
    .leftJoin('categories as cat', 'cat.id', 'books.category_id')
    .where('books.status', '=', 'published')
    .select([
      'books.id',
      'books.uid',
      'books.slug',
      'books.title',
      'books.subtitle',
      'books.type',
      'books.cover_path',
      'books.publication_date',
      'books.rating_average',
      'books.rating_count',
      'p.amount',
      'a.username as author_username',
      'a.first_name as author_first_name',
      'a.middle_name as author_middle_name',
      'a.last_name as author_last_name',
      'a.avatar_path as author_avatar',
      'cat.uid as category_uid',
      'cat.name as category_name',
    ]);
}

export type SummaryRow = Awaited<ReturnType<ReturnType<typeof summaryQuery>['execute']>>[number];

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

/** Contributors of these books by book id, in their display order. */
export async function contributorsOf(
  db: Kysely<Database>,
  bookIds: number[],
): Promise<Map<number, Contributor[]>> {
  const out = new Map<number, Contributor[]>();
  if (bookIds.length === 0) return out;
  const rows = await db
    .selectFrom('book_contributors as bc')
    .innerJoin('contributors as c', 'c.id', 'bc.contributor_id')
    .select(['bc.book_id', 'c.id', 'c.name', 'bc.role'])
    .where('bc.book_id', 'in', bookIds)
    .orderBy('bc.position')
    .orderBy('c.id')
    .execute();
  for (const row of rows) {
    const list = out.get(row.book_id) ?? [];
    list.push({ id: row.id, name: row.name, role: row.role });
    out.set(row.book_id, list);
  }
  return out;
}

/** The detail fields of a book (any status: sellers see their drafts through the same shape). */
export async function bookDetail(deps: AppDeps, bookId: number, summary: BookSummary): Promise<Book> {
  const book = await deps.db
    .selectFrom('books')
    .leftJoin('sub_categories as sc', 'sc.id', 'books.sub_category_id')
    .selectAll('books')
    .select(['sc.uid as sub_category_uid', 'sc.name as sub_category_name'])
    .where('books.id', '=', bookId)
    .executeTakeFirstOrThrow();
  const contributors = (await contributorsOf(deps.db, [bookId])).get(bookId) ?? [];
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
