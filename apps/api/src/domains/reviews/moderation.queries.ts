import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { withTotal } from '../../db/paging.ts';

type Db = Kysely<Database>;

/** Reviews waiting for an operator: held ones, and shown ones with open reports. */
function waiting(db: Db, kind: 'all' | 'reported' | 'held') {
  const reported = sql<boolean>`exists (select 1 from review_reports p where p.review_id = r.id and p.status = 'open')`;
  return db
    .selectFrom('reviews as r')
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .where((eb) =>
      kind === 'held'
        ? eb('r.status', '=', 'held')
        : kind === 'reported'
          ? eb.and([eb('r.status', '<>', 'hidden'), reported])
          : eb.or([eb('r.status', '=', 'held'), eb.and([eb('r.status', '=', 'published'), reported])]),
    );
}

const queueColumns = [
  'r.id',
  'r.uid',
  'r.rating',
  'r.title',
  'r.body',
  'r.status',
  'r.hidden_reason',
  'r.created_at',
  'r.updated_at',
  'b.uid as book_uid',
  'b.title as book_title',
  'u.username',
  'u.byline',
] as const;

/** A page of the queue, oldest waiting first. */
export function queuePage(db: Db, kind: 'all' | 'reported' | 'held', limit: number, offset: number) {
  return withTotal(waiting(db, kind), (base) =>
    base.select(queueColumns).orderBy('r.created_at').orderBy('r.id').limit(limit).offset(offset).execute(),
  );
}

/** One review as the queue shows it. */
export function queueRow(db: Db, reviewId: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select(queueColumns)
    .where('r.id', '=', reviewId)
    .executeTakeFirstOrThrow();
}

export type QueueRow = Awaited<ReturnType<typeof queueRow>>;

/** The open reports of these reviews, oldest first, with the reporter's username. */
export function openReportsOf(db: Db, reviewIds: number[]) {
  if (reviewIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('review_reports as p')
    .innerJoin('users as u', 'u.id', 'p.user_id')
    .select(['p.review_id', 'p.reason', 'p.note', 'p.created_at', 'u.username'])
    .where('p.review_id', 'in', reviewIds)
    .where('p.status', '=', 'open')
    .orderBy('p.created_at')
    .orderBy('p.id')
    .execute();
}

/** Sets a review's moderation state and closes its open reports with the decision. */
export async function decide(
  db: Db,
  reviewId: number,
  decision: { status: 'published' | 'hidden'; hiddenReason: string | null; at: Date },
): Promise<void> {
  await db
    .updateTable('reviews')
    .set({ status: decision.status, hidden_reason: decision.hiddenReason, moderated_at: decision.at })
    .where('id', '=', reviewId)
    .execute();
  await db
    .updateTable('review_reports')
    .set({ status: decision.status === 'hidden' ? 'hidden' : 'kept', resolved_at: decision.at })
    .where('review_id', '=', reviewId)
    .where('status', '=', 'open')
    .execute();
}

export function userMailOf(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select(['email', 'username'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();
}
