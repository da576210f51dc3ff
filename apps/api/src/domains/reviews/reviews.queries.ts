import { sql, type Kysely } from 'kysely';
import type { ReviewSort } from '@bookstore/api-client/contract';
import type { Database, OrderStatus } from '../../db/schema.ts';

type Db = Kysely<Database>;

/** Order states after payment: a purchase. */
export const PAID_STATUSES: readonly OrderStatus[] = [
  'paid',
  'processing',
  'shipped',
  'delivered',
  'completed',
];

/** The columns every shown review carries (reviews.presenter.ts `shown`). */
export interface ReviewCoreRow {
  uid: string;
  rating: number;
  title: string | null;
  body: string | null;
  helpful_count: number;
  created_at: Date;
  updated_at: Date;
  byline: string;
  username: string;
}

/** A review counts in its book's figures and shows on its page. */
const COUNTED = sql<boolean>`r.status = 'published' and r.withdrawn_at is null`;

/** A published book by uid or slug (the uid winning a clash, as the book's page finds it), with its seller. */
export function bookByUid(db: Db, uid: string) {
  return db
    .selectFrom('books')
    .select(['id', 'uid', 'title', 'author_id', 'rating_average', 'rating_count'])
    .where((eb) => eb.or([eb('uid', '=', uid), eb('slug', '=', uid)]))
    .where('status', '=', 'published')
    .orderBy(sql`uid = ${uid}`, 'desc')
    .limit(1)
    .executeTakeFirst();
}

/**
 * Locks the book's row: every change to its reviews takes it first, so changes to one book's reviews
 * run one after the other and each recompute sees the ones before it.
 */
export function lockBook(db: Db, bookId: number) {
  return db.selectFrom('books').select('id').where('id', '=', bookId).forUpdate().executeTakeFirst();
}

/**
 * Rewrites a book's average and count from its counted reviews (every change to its reviews, in the
 * change's transaction), or every book's without `bookId` (the seed, after writing them).
 */
export async function recomputeFigures(db: Db, bookId?: number): Promise<void> {
  await sql`
    UPDATE books SET rating_count = f.n, rating_average = f.average
    FROM (SELECT b.id, count(r.id)::int AS n, coalesce(round(avg(r.rating), 2), 0) AS average
          FROM books b LEFT JOIN reviews r ON r.book_id = b.id AND ${COUNTED}
          ${bookId === undefined ? sql`` : sql`WHERE b.id = ${bookId}`}
          GROUP BY b.id) f
    WHERE books.id = f.id AND (books.rating_count <> f.n OR books.rating_average <> f.average)`.execute(db);
}

/** How many counted reviews per star for these books (an index-only count). */
export function distributionOf(db: Db, bookIds: number[]) {
  return db
    .selectFrom('reviews as r')
    .select(['r.rating', (eb) => eb.fn.countAll<number>().as('n')])
    .where('r.book_id', 'in', bookIds)
    .where(COUNTED)
    .groupBy('r.rating')
    .execute();
}

/** The user's purchases of the book: how many paid items, and whether one is not refunded. */
export function purchaseOf(db: Db, userId: number, bookId: number) {
  return db
    .selectFrom('order_items as oi')
    .innerJoin('orders as o', 'o.id', 'oi.order_id')
    .select((eb) => [
      eb.fn.countAll<number>().as('items'),
      eb.fn.count<number>('oi.id').filterWhere('oi.refunded_at', 'is', null).as('kept'),
    ])
    .where('o.user_id', '=', userId)
    .where('oi.book_id', '=', bookId)
    .where('o.status', 'in', PAID_STATUSES)
    .executeTakeFirstOrThrow();
}

/** Whether the user is one of the book's contributors' accounts (an author credited on it). */
export async function isContributor(db: Db, userId: number, bookId: number): Promise<boolean> {
  const row = await db
    .selectFrom('book_contributors as bc')
    .innerJoin('contributors as c', 'c.id', 'bc.contributor_id')
    .innerJoin('users as u', (join) =>
      join.on((eb) => eb(eb.fn('lower', ['u.email']), '=', eb.fn('lower', ['c.email']))),
    )
    .select('bc.book_id')
    .where('bc.book_id', '=', bookId)
    .where('u.id', '=', userId)
    .executeTakeFirst();
  return row !== undefined;
}

const reviewColumns = [
  'r.id',
  'r.uid',
  'r.book_id',
  'r.user_id',
  'r.rating',
  'r.title',
  'r.body',
  'r.status',
  'r.hidden_reason',
  'r.helpful_count',
  'r.withdrawn_at',
  'r.created_at',
  'r.updated_at',
] as const;

/** The reader's review of the book, in any state. */
export function reviewOf(db: Db, userId: number, bookId: number) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([...reviewColumns, 'u.byline', 'u.username'])
    .where('r.user_id', '=', userId)
    .where('r.book_id', '=', bookId)
    .executeTakeFirst();
}

export type ReviewRow = NonNullable<Awaited<ReturnType<typeof reviewOf>>>;

/** A review by uid with its writer's names. */
export function reviewByUid(db: Db, uid: string) {
  return db
    .selectFrom('reviews as r')
    .innerJoin('users as u', 'u.id', 'r.user_id')
    .select([...reviewColumns, 'u.byline', 'u.username'])
    .where('r.uid', '=', uid)
    .executeTakeFirst();
}

/** Locks a review's row by uid. */
export function lockReview(db: Db, uid: string) {
  return db.selectFrom('reviews').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
}

export function insertReview(
  db: Db,
  row: {
    uid: string;
    book_id: number;
    user_id: number;
    rating: number;
    title: string | null;
    body: string | null;
    status: 'published' | 'held';
    at: Date;
  },
) {
  const { at, ...values } = row;
  return db
    .insertInto('reviews')
    .values({ ...values, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
}

/** Replaces the review's words and rating; its state follows the new words (published, or held for a link). */
export function updateReview(
  db: Db,
  id: number,
  row: { rating: number; title: string | null; body: string | null; status: 'published' | 'held'; at: Date },
) {
  return db
    .updateTable('reviews')
    .set({
      rating: row.rating,
      title: row.title,
      body: row.body,
      status: row.status,
      hidden_reason: null,
      // A reader who bought the book again after a refund (the only way past the refusal) counts again.
      withdrawn_at: null,
      updated_at: row.at,
      digested_at: null,
    })
    .where('id', '=', id)
    .execute();
}

export function deleteReview(db: Db, id: number) {
  return db.deleteFrom('reviews').where('id', '=', id).execute();
}

const SORTS: Record<ReviewSort, ReturnType<typeof sql>> = {
  helpful: sql`r.helpful_count DESC, r.created_at DESC, r.id DESC`,
  newest: sql`r.created_at DESC, r.id DESC`,
  highest: sql`r.rating DESC, r.created_at DESC, r.id DESC`,
  lowest: sql`r.rating ASC, r.created_at DESC, r.id DESC`,
};

/** The reviews a book's page lists: the counted ones, and the viewer's own held one. */
function listed(bookId: number, viewerId: number | null, stars: number | undefined) {
  const own =
    viewerId === null
      ? sql``
      : sql`OR (r.user_id = ${viewerId} AND r.status = 'held' AND r.withdrawn_at IS NULL)`;
  const star = stars === undefined ? sql`` : sql`AND r.rating = ${stars}`;
  return sql`r.book_id = ${bookId} AND (${COUNTED} ${own}) ${star}`;
}

/**
 * One page of a book's listed reviews with the writer's name, the total in the same statement, and
 * whether `viewerId` voted each one helpful.
 */
export function reviewPage(
  db: Db,
  query: { bookId: number; sort: ReviewSort; stars?: number | undefined; limit: number; offset: number },
  viewerId: number | null,
) {
  return sql<
    ReviewCoreRow & {
      id: number;
      user_id: number;
      status: 'published' | 'held' | 'hidden';
      voted: boolean;
      total: number;
    }
  >`
    SELECT r.id, r.uid, r.user_id, r.rating, r.title, r.body, r.helpful_count, r.created_at, r.updated_at, r.status,
      u.byline, u.username, count(*) OVER ()::int AS total,
      EXISTS (SELECT 1 FROM review_votes v WHERE v.review_id = r.id AND v.user_id = ${viewerId ?? 0}) AS voted
    FROM reviews r JOIN users u ON u.id = r.user_id
    WHERE ${listed(query.bookId, viewerId, query.stars)}
    ORDER BY ${SORTS[query.sort]}
    LIMIT ${query.limit} OFFSET ${query.offset}`
    .execute(db)
    .then((result) => result.rows);
}

/** How many reviews the page lists in all (asked only for a page past the end, which has no rows). */
export async function countListed(
  db: Db,
  query: { bookId: number; stars?: number | undefined },
  viewerId: number | null,
): Promise<number> {
  const { rows } = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM reviews r WHERE ${listed(query.bookId, viewerId, query.stars)}`.execute(
    db,
  );
  return Number(rows[0]?.n ?? 0);
}

/** Adds the reader's helpful vote; false when it was already there. */
export async function addVote(db: Db, reviewId: number, userId: number, at: Date): Promise<boolean> {
  const row = await db
    .insertInto('review_votes')
    .values({ review_id: reviewId, user_id: userId, created_at: at })
    .onConflict((oc) => oc.doNothing())
    .returning('review_id')
    .executeTakeFirst();
  return row !== undefined;
}

export function removeVote(db: Db, reviewId: number, userId: number) {
  return db
    .deleteFrom('review_votes')
    .where('review_id', '=', reviewId)
    .where('user_id', '=', userId)
    .execute();
}

export async function helpfulCount(db: Db, reviewId: number): Promise<number> {
  const row = await db
    .selectFrom('reviews')
    .select('helpful_count')
    .where('id', '=', reviewId)
    .executeTakeFirstOrThrow();
  return row.helpful_count;
}

/** Files a report; false when the reader already has an open one on this review. */
export async function insertReport(
  db: Db,
  row: {
    review_id: number;
    user_id: number;
    reason: Database['review_reports']['reason'];
    note: string | null;
    at: Date;
  },
): Promise<boolean> {
  const { at, ...values } = row;
  const inserted = await db
    .insertInto('review_reports')
    .values({ ...values, created_at: at })
    .onConflict((oc) => oc.columns(['review_id', 'user_id']).where('status', '=', 'open').doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/**
 * The buyer's reviews of these books whose purchases are now all refunded: withdrawn from the figures.
 * Answers the books whose figures changed.
 */
export async function withdrawRefunded(
  db: Db,
  userId: number,
  bookIds: number[],
  at: Date,
): Promise<number[]> {
  if (bookIds.length === 0) return [];
  const rows = await db
    .updateTable('reviews as r')
    .set({ withdrawn_at: at })
    .where('r.user_id', '=', userId)
    .where('r.book_id', 'in', bookIds)
    .where('r.withdrawn_at', 'is', null)
    .where(({ not, exists, selectFrom }) =>
      not(
        exists(
          selectFrom('order_items as oi')
            .innerJoin('orders as o', 'o.id', 'oi.order_id')
            .select('oi.id')
            .whereRef('oi.book_id', '=', 'r.book_id')
            .where('o.user_id', '=', userId)
            .where('o.status', 'in', PAID_STATUSES)
            .where('oi.refunded_at', 'is', null),
        ),
      ),
    )
    .returning('r.book_id')
    .execute();
  return rows.map((r) => r.book_id);
}
