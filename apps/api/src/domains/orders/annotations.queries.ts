/** Bookmarks and highlights of a library item (domains/orders/library.ts). */
import type { Insertable, Kysely } from 'kysely';
import type { Database, LibraryAnnotationsTable } from '../../db/schema.ts';

/** A library item's annotations, in reading order. */
export function annotationsOfItem(db: Kysely<Database>, itemId: number) {
  return db
    .selectFrom('library_annotations')
    .selectAll()
    .where('library_item_id', '=', itemId)
    .orderBy('percent')
    .orderBy('id')
    .execute();
}

/** The item's bookmark at `location`, or undefined. */
export function bookmarkAt(db: Kysely<Database>, itemId: number, location: string) {
  return db
    .selectFrom('library_annotations')
    .selectAll()
    .where('library_item_id', '=', itemId)
    .where('kind', '=', 'bookmark')
    .where('location', '=', location)
    .executeTakeFirst();
}

/** How many annotations an item has. */
export async function annotationCount(db: Kysely<Database>, itemId: number): Promise<number> {
  const { count } = await db
    .selectFrom('library_annotations')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('library_item_id', '=', itemId)
    .executeTakeFirstOrThrow();
  return Number(count);
}

export function insertAnnotation(db: Kysely<Database>, values: Insertable<LibraryAnnotationsTable>) {
  return db.insertInto('library_annotations').values(values).returningAll().executeTakeFirstOrThrow();
}

/** The item's annotation `id`, or undefined. */
export function itemAnnotation(db: Kysely<Database>, itemId: number, id: number) {
  return db
    .selectFrom('library_annotations')
    .selectAll()
    .where('id', '=', id)
    .where('library_item_id', '=', itemId)
    .executeTakeFirst();
}

/** Changes the item's annotation `id`: the row as it now is, or undefined when the item has no such one. */
export function setAnnotation(
  db: Kysely<Database>,
  itemId: number,
  id: number,
  set: { note?: string | null; color?: 'yellow' | 'green' | 'blue' | 'pink' | null },
) {
  return db
    .updateTable('library_annotations')
    .set(set)
    .where('id', '=', id)
    .where('library_item_id', '=', itemId)
    .returningAll()
    .executeTakeFirst();
}

/** Deletes the item's annotation `id`: whether there was one. */
export async function deleteItemAnnotation(db: Kysely<Database>, itemId: number, id: number) {
  const result = await db
    .deleteFrom('library_annotations')
    .where('id', '=', id)
    .where('library_item_id', '=', itemId)
    .executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
