import type { Kysely } from 'kysely';
import type { BookType, Database } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';

/** A user's library rows with the book card; the price is what the buyer paid, in the order's currency. */
export function libraryItems(db: Kysely<Database>, userId: number) {
  return db
    .selectFrom('library_items as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .innerJoin('users as a', 'a.id', 'b.author_id')
    .innerJoin('orders as o', 'o.id', 'l.order_id')
    .leftJoin('categories as cat', 'cat.id', 'b.category_id')
    .leftJoin('order_items as oi', (join) =>
      join.onRef('oi.order_id', '=', 'o.id').onRef('oi.book_id', '=', 'b.id'),
    )
    .select([
      'l.id',
      'l.order_id',
      'l.progress',
      'l.last_opened_at',
      'l.location',
      'l.track_index',
      'l.position_seconds',
      'l.progress_updated_at',
      'l.created_at',
      'b.id as book_id',
      'b.uid',
      'b.slug',
      'b.title',
      'b.subtitle',
      'b.type',
      'b.cover_path',
      'b.cover_widths',
      'b.publication_date',
      'b.rating_average',
      'b.rating_count',
      'a.username',
      'a.first_name',
      'a.middle_name',
      'a.last_name',
      'a.byline',
      'a.avatar_path',
      'cat.uid as category_uid',
      'cat.name as category_name',
      'o.currency_code',
      'o.currency_symbol',
      'oi.unit_amount',
    ])
    .where('l.user_id', '=', userId)
    .where('b.type', 'in', ['ebook', 'audiobook']);
}

export type LibraryRow = Awaited<ReturnType<ReturnType<typeof libraryItems>['execute']>>[number];

/** An ebook's file (path and format). */
export function ebookFile(db: Kysely<Database>, bookId: number) {
  return db
    .selectFrom('books')
    .select(['file_path', 'file_format'])
    .where('id', '=', bookId)
    .executeTakeFirstOrThrow();
}

/** Marks a library item opened at `now`. */
export function markOpened(db: Kysely<Database>, itemId: number, now: Date) {
  return db.updateTable('library_items').set({ last_opened_at: now }).where('id', '=', itemId).execute();
}

/** A page of the user's library (optionally one type), the newest purchase first, with the total. */
export function libraryPageOf(
  db: Kysely<Database>,
  userId: number,
  type: BookType | undefined,
  page: { limit: number; offset: number },
) {
  let base = libraryItems(db, userId);
  if (type) base = base.where('b.type', '=', type);
  return withTotal(base, (items) =>
    items
      .orderBy('l.created_at', 'desc')
      .orderBy('l.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
  );
}

/** The user's library item of an ebook or audiobook by the book's uid (id, book and type), or undefined. */
export function libraryItemByUid(db: Kysely<Database>, userId: number, uid: string) {
  return db
    .selectFrom('library_items as l')
    .innerJoin('books as b', 'b.id', 'l.book_id')
    .select(['l.id', 'l.book_id', 'b.type'])
    .where('l.user_id', '=', userId)
    .where('b.uid', '=', uid)
    .where('b.type', 'in', ['ebook', 'audiobook'])
    .executeTakeFirst();
}

/** Saves the reading place of a library item (and that it was opened then); answers what was saved. */
export function saveReadingPlace(
  db: Kysely<Database>,
  itemId: number,
  place: {
    progress: number;
    location: string | null;
    track_index: number | null;
    position_seconds: number | null;
  },
  now: Date,
) {
  return db
    .updateTable('library_items')
    .set({ ...place, progress_updated_at: now, last_opened_at: now })
    .where('id', '=', itemId)
    .returning(['progress', 'location', 'track_index', 'position_seconds', 'progress_updated_at'])
    .executeTakeFirstOrThrow();
}
