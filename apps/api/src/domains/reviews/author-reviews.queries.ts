import { sql, type Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import type { ReviewCoreRow } from './reviews.queries.ts';

type Db = Kysely<Database>;

/** An author's books' combined figures: counted reviews, their average and the count per star. */
export function authorDistribution(db: Db, authorId: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .select(['r.rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('b.author_id', '=', authorId)
    .where('r.status', '=', 'published')
    .where('r.withdrawn_at', 'is', null)
    .groupBy('r.rating')
    .execute();
}

/** The newest counted reviews of an author's books, and how many came since `since`. */
export function authorNewestReviews(db: Db, authorId: number, since: Date, limit: number) {
  return sql<
    ReviewCoreRow & {
      book_uid: string;
      book_title: string;
      recent: number;
    }
  >`
    SELECT r.uid, r.rating, r.title, r.body, r.helpful_count, r.created_at, r.updated_at, u.byline, u.username,
      b.uid AS book_uid, b.title AS book_title,
      count(*) FILTER (WHERE r.created_at >= ${since}) OVER ()::int AS recent
    FROM reviews r JOIN books b ON b.id = r.book_id JOIN users u ON u.id = r.user_id
    WHERE b.author_id = ${authorId} AND r.status = 'published' AND r.withdrawn_at IS NULL
    ORDER BY r.created_at DESC, r.id DESC
    LIMIT ${limit}`
    .execute(db)
    .then((result) => result.rows);
}

/** Counted reviews no digest has mailed yet, with their book's author. */
export function undigestedReviews(db: Db, limit: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('books as b', 'b.id', 'r.book_id')
    .innerJoin('users as a', 'a.id', 'b.author_id')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([
      'r.id',
      'r.rating',
      'r.title',
      'b.title as book_title',
      'b.author_id',
      'a.email as author_email',
      'a.username as author_username',
      'u.byline',
      'u.username',
    ])
    .where('r.digested_at', 'is', null)
    .where('r.status', '=', 'published')
    .where('r.withdrawn_at', 'is', null)
    .orderBy('r.created_at')
    .limit(limit)
    .forUpdate('r')
    .skipLocked()
    .execute();
}

export function markDigested(db: Db, ids: number[], at: Date) {
  return db.updateTable('reviews').set({ digested_at: at }).where('id', 'in', ids).execute();
}
