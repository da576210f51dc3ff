import { type Kysely } from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import type { Database } from '../../db/schema.ts';

/**
 * Every curated list (or the one with `uid`, or the first `limit`) with its published books' count, in
 * the store's order. Each count probes its list's books: the home page asks for its few lists only.
 */
export function listsWithCounts(db: Kysely<Database>, which: { uid?: string; limit?: number } = {}) {
  let query = db
    .selectFrom('lists')
    .selectAll()
    .select((eb) =>
      eb
        .selectFrom('list_books')
        .innerJoin('books', 'books.id', 'list_books.book_id')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('list_books.list_id', '=', 'lists.id')
        .where('books.status', '=', PUBLISHED)
        .as('books_count'),
    )
    .orderBy('position')
    .orderBy('id');
  if (which.uid) query = query.where('uid', '=', which.uid);
  if (which.limit !== undefined) query = query.limit(which.limit);
  return query.execute();
}

/** A page of a list's published books' ids, in the list's order. */
export async function listBookIds(
  db: Kysely<Database>,
  listId: number,
  limit: number,
  offset: number,
): Promise<number[]> {
  const rows = await db
    .selectFrom('list_books')
    .innerJoin('books', 'books.id', 'list_books.book_id')
    .select('books.id')
    .where('list_books.list_id', '=', listId)
    .where('books.status', '=', PUBLISHED)
    .orderBy('list_books.position')
    .orderBy('books.id')
    .limit(limit)
    .offset(offset)
    .execute();
  return rows.map((r) => r.id);
}

/** The header menu's lists (uid, name, cover), in the store's order. */
export function menuLists(db: Kysely<Database>) {
  return db
    .selectFrom('lists')
    .select(['uid', 'name', 'cover_path'])
    .orderBy('position')
    .orderBy('id')
    .execute();
}
