/**
 * The review rule for a book its author publishes (issue 28; docs/decisions-issue-28.md): an author's
 * books are reviewed before they go on sale until operators have approved `ALWAYS_REVIEWED` of them.
 * After that the author is trusted, and a new book goes on sale at once but waits in the
 * post-publication review list, unless one of the author's books is rejected or was taken down
 * (then every book is reviewed first again, until the author has no such book).
 */
import type { Kysely } from 'kysely';
import type { BookReviewKind, Database } from '../../db/schema.ts';
import { authorTrust } from './book-review.queries.ts';

/** The first books of an author that are always reviewed before they go on sale. */
export const ALWAYS_REVIEWED = 3;

/** Which review a book the author `authorId` publishes now gets. */
export async function reviewKindFor(db: Kysely<Database>, authorId: number): Promise<BookReviewKind> {
  const trust = await authorTrust(db, authorId);
  const trusted = trust.approved >= ALWAYS_REVIEWED && trust.rejected === 0 && trust.takenDown === 0;
  return trusted ? 'post_publication' : 'pre_publication';
}
