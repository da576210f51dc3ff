/**
 * The review rule for a book its author publishes (issue 28; docs/decisions-issue-28.md): an author's
 * books are reviewed before they go on sale until operators have approved `ALWAYS_REVIEWED` of them.
 * After that the author is trusted, and a new book goes on sale at once but waits in the
 * post-publication review list. A strike (one of the author's books rejected or taken down) ends the
 * trust: every book is reviewed first again until operators have approved
 * `config.trustRestoreApprovals` (TRUST_RESTORE_APPROVALS, default 3) books since the strike (issue 41;
 * resubmitting the struck book does not give the trust back).
 */
import type { Kysely } from 'kysely';
import type { AppDeps } from '../../context.ts';
import type { BookReviewKind, Database } from '../../db/schema.ts';
import { authorTrust } from './book-review.queries.ts';

/** The first books of an author that are always reviewed before they go on sale. */
export const ALWAYS_REVIEWED = 3;

/** Whether the author's next book skips the review before sale, from their trust figures. */
export function isTrusted(
  trust: { approved: number; struckAt: Date | null; approvalsSinceStrike: number },
  restoreApprovals: number,
): boolean {
  if (trust.approved < ALWAYS_REVIEWED) return false;
  return trust.struckAt === null || trust.approvalsSinceStrike >= restoreApprovals;
}

/** Which review a book the author `authorId` publishes now gets. */
export async function reviewKindFor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  authorId: number,
): Promise<BookReviewKind> {
  const trust = await authorTrust(deps.db, authorId);
  return isTrusted(trust, deps.config.trustRestoreApprovals) ? 'post_publication' : 'pre_publication';
}

/** Counts an operator's approval of one of the author's books (toward trust after a strike). */
export async function countApproval(trx: Kysely<Database>, authorId: number): Promise<void> {
  await trx
    .updateTable('users')
    .set((eb) => ({ approvals_since_strike: eb('approvals_since_strike', '+', 1) }))
    .where('id', '=', authorId)
    .execute();
}

/** A strike on the author (a book rejected or taken down): trust waits for fresh approvals. */
export async function recordStrike(trx: Kysely<Database>, authorId: number, now: Date): Promise<void> {
  await trx
    .updateTable('users')
    .set({ trust_strike_at: now, approvals_since_strike: 0 })
    .where('id', '=', authorId)
    .execute();
}
