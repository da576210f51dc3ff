/** What the review of a submitted book reads about its author. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/** How many of the author's books operators approved, and how many were rejected or taken down. */
export async function authorTrust(db: Kysely<Database>, authorId: number) {
  const row = await db
    .selectFrom('books')
    .select([
      sql<number>`count(*) FILTER (WHERE approved_at IS NOT NULL)`.as('approved'),
      sql<number>`count(*) FILTER (WHERE status = 'rejected')`.as('rejected'),
      sql<number>`count(*) FILTER (WHERE status = 'unpublished' AND rejection_reason IS NOT NULL)`.as(
        'taken_down',
      ),
    ])
    .where('author_id', '=', authorId)
    .executeTakeFirstOrThrow();
  return {
    approved: Number(row.approved),
    rejected: Number(row.rejected),
    takenDown: Number(row.taken_down),
  };
}
