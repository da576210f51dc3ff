/** Books as the back office reads and decides them: the review queue, takedowns, an author's history. */
import type { Kysely, Updateable } from 'kysely';
import type { BookReviewKind, BooksTable, BookStatus, Database } from '../../db/schema.ts';
import { likePattern, offsetOf } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

const bookColumns = [
  'b.id',
  'b.uid',
  'b.slug',
  'b.title',
  'b.type',
  'b.cover_path',
  'b.status',
  'b.review_kind',
  'b.submitted_at',
  'b.published_at',
  'b.rejection_reason',
  'b.sales_count',
  'b.hidden_by_suspension',
  'b.author_id',
  'u.suspended_at as author_suspended_at',
  'u.uid as author_uid',
  'u.username as author_username',
  'u.email as author_email',
  'u.first_name as author_first_name',
  'u.last_name as author_last_name',
] as const;

function withAuthor(db: Kysely<Database>, q: string | undefined) {
  let query = db.selectFrom('books as b').innerJoin('users as u', 'u.id', 'b.author_id');
  if (q) {
    const like = likePattern(q);
    query = query.where((eb) =>
      eb.or([
        eb(eb.fn('lower', ['b.title']), 'like', like),
        eb(eb.fn('lower', ['b.uid']), 'like', like),
        eb(eb.fn('lower', ['u.username']), 'like', like),
        eb(eb.fn('lower', ['u.email']), 'like', like),
      ]),
    );
  }
  return query;
}

/** A page of the review list of `kind`, the longest waiting first, with each author's approvals. */
export function reviewQueuePage(
  db: Kysely<Database>,
  kind: BookReviewKind,
  q: string | undefined,
  page: number,
  perPage: number,
) {
  return withTotal(withAuthor(db, q).where('b.review_kind', '=', kind), (base) =>
    base
      .select(bookColumns)
      .select((eb) =>
        eb
          .selectFrom('books as a')
          .select(eb.fn.countAll<number>().as('n'))
          .whereRef('a.author_id', '=', 'b.author_id')
          .where('a.approved_at', 'is not', null)
          .$asScalar()
          .as('author_approved_books'),
      )
      .orderBy('b.submitted_at', 'asc')
      .orderBy('b.id', 'asc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

export type ReviewQueueRow = Awaited<ReturnType<typeof reviewQueuePage>>['rows'][number];

/** A page of books by title, uid or author (optionally of one status), the newest first. */
export function adminBooksPage(
  db: Kysely<Database>,
  filters: { status?: BookStatus | undefined; q?: string | undefined },
  page: number,
  perPage: number,
) {
  let base = withAuthor(db, filters.q);
  if (filters.status) base = base.where('b.status', '=', filters.status);
  return withTotal(base, (query) =>
    query
      .select(bookColumns)
      .orderBy('b.created_at', 'desc')
      .orderBy('b.id', 'desc')
      .limit(perPage)
      .offset(offsetOf(page, perPage))
      .execute(),
  );
}

export type AdminBookRow = Awaited<ReturnType<typeof adminBooksPage>>['rows'][number];

/** One book with its author, for an answer. */
export function adminBookRow(db: Kysely<Database>, bookId: number) {
  return withAuthor(db, undefined).select(bookColumns).where('b.id', '=', bookId).executeTakeFirstOrThrow();
}

export function bookByUid(db: Kysely<Database>, uid: string) {
  return db.selectFrom('books').selectAll().where('uid', '=', uid).executeTakeFirst();
}

/** The book `uid`, locked until commit (a decision on it waits for another one in flight). */
export function lockBookByUid(db: Kysely<Database>, uid: string) {
  return db.selectFrom('books').selectAll().where('uid', '=', uid).forUpdate().executeTakeFirst();
}

/**
 * The author of the book `uid` (id, username, suspension), locked until commit before the book is:
 * a decision and a suspension of the author take their locks in the same order (account, then book),
 * so a suspension waits for a decision in flight or the decision sees the suspension.
 */
export function lockAuthorOfBook(db: Kysely<Database>, book: string | number) {
  return db
    .selectFrom('users as u')
    .select(['u.id', 'u.username', 'u.suspended_at'])
    .where('u.id', '=', (eb) =>
      eb
        .selectFrom('books')
        .select('author_id')
        .where(typeof book === 'string' ? 'uid' : 'id', '=', book),
    )
    .forNoKeyUpdate()
    .executeTakeFirst();
}

export function setBook(db: Kysely<Database>, bookId: number, values: Updateable<BooksTable>) {
  return db.updateTable('books').set(values).where('id', '=', bookId).execute();
}

/** The author's books, the newest first, for the reviewer. */
export function authorHistoryRows(db: Kysely<Database>, authorId: number) {
  return db
    .selectFrom('books')
    .select(['uid', 'title', 'type', 'status', 'submitted_at', 'published_at', 'rejection_reason'])
    .where('author_id', '=', authorId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(100)
    .execute();
}

/** How many approvals, rejections and takedowns the audit log holds for the author's books. */
export async function authorDecisions(db: Kysely<Database>, authorId: number) {
  const rows = await db
    .selectFrom('audit_log as a')
    .innerJoin('books as b', (join) =>
      join.onRef('b.uid', '=', 'a.target_id').on('a.target_type', '=', 'book'),
    )
    .select(['a.action', (eb) => eb.fn.countAll<number>().as('n')])
    .where('b.author_id', '=', authorId)
    .groupBy('a.action')
    .execute();
  const count = (action: string) => Number(rows.find((r) => r.action === action)?.n ?? 0);
  return {
    approvals: count('book.approve'),
    rejections: count('book.reject'),
    takedowns: count('book.takedown'),
  };
}
