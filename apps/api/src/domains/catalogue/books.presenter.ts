import type {
  AuthorSummary,
  Book as BookDetail,
  BookSummary,
  Contributor,
} from '@bookstore/api-client/contract';
import type { Book, BookType } from '../../db/schema.ts';
import { coverSrcset } from '../../media/cover-variants.ts';
import { money, type CurrencyInfo } from '../../money.ts';
import type { DETAIL_FIELDS } from './books.queries.ts';
import type { MediaUrls } from '../../media/urls.ts';

const escapeXml = (value: string): string => value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);

/** A book without an uploaded cover (a seller's draft) still gets an image: its title on a plain card. */
export function generatedCover(title: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="400" height="600" viewBox="0 0 400 600"><rect width="400" height="600" fill="#334155"/><text x="200" y="300" fill="#f8fafc" font-family="Georgia,serif" font-size="28" text-anchor="middle">${escapeXml(title.slice(0, 40))}</text></svg>`;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}

export function coverUrl(urls: MediaUrls, coverPath: string | null, title: string): string {
  return coverPath ? urls.media.url(coverPath) : generatedCover(title);
}

/** What a card is made of: a row of `summaryQuery` or `cardsOf` (domains/catalogue/books.queries.ts). */
export interface SummaryRow {
  uid: string;
  slug: string;
  title: string;
  subtitle: string | null;
  type: BookType;
  cover_path: string | null;
  /** The widths of the cover's WebP variants (`books.cover_widths`); absent: none. */
  cover_widths?: number[] | null;
  publication_date: string | null;
  rating_average: number;
  rating_count: number;
  amount: number;
  author_username: string;
  author_first_name: string;
  author_middle_name: string | null;
  author_last_name: string;
  /** The name readers see (`users.byline`: the pen name, else the account's name). */
  author_byline: string;
  author_avatar: string | null;
  category_uid: string | null;
  category_name: string | null;
}

export function authorSummary(
  urls: MediaUrls,
  row: {
    username: string;
    first_name: string;
    middle_name: string | null;
    last_name: string;
    byline: string;
    avatar_path: string | null;
  },
): AuthorSummary {
  return {
    username: row.username,
    first_name: row.first_name,
    middle_name: row.middle_name,
    last_name: row.last_name,
    display_name: row.byline,
    avatar: urls.media.url(row.avatar_path),
  };
}

export function toSummary(urls: MediaUrls, row: SummaryRow, currency: CurrencyInfo): BookSummary {
  return {
    uid: row.uid,
    slug: row.slug,
    title: row.title,
    subtitle: row.subtitle,
    type: row.type,
    price: money(row.amount, currency),
    cover_path: coverUrl(urls, row.cover_path, row.title),
    cover_srcset: coverSrcset((key) => urls.media.url(key), row.cover_path, row.cover_widths),
    authors: [
      authorSummary(urls, {
        username: row.author_username,
        first_name: row.author_first_name,
        middle_name: row.author_middle_name,
        last_name: row.author_last_name,
        byline: row.author_byline,
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

/** Summaries of `rows` in the order of `ids` (an id without a row, not priced in the country, is skipped). */
export function summariesInOrder(
  urls: MediaUrls,
  ids: readonly number[],
  rows: readonly (SummaryRow & { id: number })[],
  currency: CurrencyInfo,
): BookSummary[] {
  const byId = new Map(rows.map((row) => [row.id, row]));
  return ids.flatMap((id) => {
    const row = byId.get(id);
    return row ? [toSummary(urls, row, currency)] : [];
  });
}

/** The detail columns of a book (`DETAIL_FIELDS`) with its type and its sub-category. */
export type DetailRow = Pick<Book, 'type' | (typeof DETAIL_FIELDS)[number]> & {
  sub_category_uid: string | null;
  sub_category_name: string | null;
};

/** A book's detail from its card, its detail columns (`DETAIL_FIELDS`) and its contributors. */
export function toDetail(
  urls: MediaUrls,
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
    sample_url: book.sample_path ? urls.media.url(book.sample_path) : null,
    file:
      isDigital && book.file_format
        ? { format: book.file_format, size_bytes: book.file_size_bytes ?? 0, drm_free: true }
        : null,
    print,
    tags: book.keywords,
  };
}
