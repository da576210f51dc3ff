import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * Whether the right a signed file link was given under still holds, in one statement by primary key
 * (each kind reads one row and the account it belongs to):
 * - a library item: it still exists (a refund deletes it) and its buyer is not suspended;
 * - a book's author: the author is not suspended;
 * - an operator: still an operator, not suspended;
 * - a voiceover job's recordings: its order is not cancelled and the order's buyer is not suspended.
 */
export async function rightHolds(
  db: Kysely<Database>,
  kind: 'l' | 'b' | 'o' | 'j',
  id: number,
): Promise<boolean> {
  let row: { id: number } | undefined;
  if (kind === 'l') {
    row = await db
      .selectFrom('library_items as l')
      .innerJoin('users as u', 'u.id', 'l.user_id')
      .select('l.id')
      .where('l.id', '=', id)
      .where('u.suspended_at', 'is', null)
      .executeTakeFirst();
  } else if (kind === 'b') {
    row = await db
      .selectFrom('books as b')
      .innerJoin('users as u', 'u.id', 'b.author_id')
      .select('b.id')
      .where('b.id', '=', id)
      .where('u.suspended_at', 'is', null)
      .executeTakeFirst();
  } else if (kind === 'o') {
    row = await db
      .selectFrom('users')
      .select('id')
      .where('id', '=', id)
      .where('is_operator', '=', true)
      .where('suspended_at', 'is', null)
      .executeTakeFirst();
  } else {
    row = await db
      .selectFrom('voiceover_jobs as j')
      .innerJoin('vo_orders as o', 'o.id', 'j.vo_order_id')
      .innerJoin('users as u', 'u.id', 'o.buyer_id')
      .select('j.id')
      .where('j.id', '=', id)
      .where('o.status', '<>', 'cancelled')
      .where('u.suspended_at', 'is', null)
      .executeTakeFirst();
  }
  return row !== undefined;
}
