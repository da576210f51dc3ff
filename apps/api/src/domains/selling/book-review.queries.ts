/** What the review of a submitted book reads about its author. */
import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';

/**
 * How many of the author's books operators approved, how many are rejected or taken down now, and the
 * author's last strike with the approvals since it (migration 034).
 */
export async function authorTrust(db: Kysely<Database>, authorId: number) {
  const row = await db
    .selectFrom('users as u')
    .select([
      'u.trust_strike_at',
      'u.approvals_since_strike',
      sql<number>`(SELECT count(*) FROM books b WHERE b.author_id = u.id AND b.approved_at IS NOT NULL)`.as(
        'approved',
      ),
      sql<number>`(SELECT count(*) FROM books b WHERE b.author_id = u.id AND b.status = 'rejected')`.as(
        'rejected',
      ),
      sql<number>`(SELECT count(*) FROM books b WHERE b.author_id = u.id AND b.status = 'unpublished' AND b.rejection_reason IS NOT NULL)`.as(
        'taken_down',
      ),
    ])
    .where('u.id', '=', authorId)
    .executeTakeFirstOrThrow();
  return {
    approved: Number(row.approved),
    rejected: Number(row.rejected),
    takenDown: Number(row.taken_down),
    struckAt: row.trust_strike_at,
    approvalsSinceStrike: Number(row.approvals_since_strike),
  };
}
