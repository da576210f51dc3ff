import { sql, type Kysely } from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import { runShape } from '../../db/shapes.ts';
import type { Database } from '../../db/schema.ts';
import { likePattern } from '../../lib/pagination.ts';
import { withTotal } from '../../db/paging.ts';

/** An author's user id by username (case-insensitive), or undefined. */
export function authorIdByUsername(db: Kysely<Database>, username: string) {
  return db
    .selectFrom('users')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['username']), '=', username.toLowerCase()))
    .where('is_author', '=', true)
    .executeTakeFirst();
}

/** What an author's profile shows, for these user ids (in no particular order). */
export function authorProfileRows(db: Kysely<Database>, userIds: number[]) {
  return db
    .selectFrom('users as u')
    .leftJoin('author_profiles as ap', 'ap.user_id', 'u.id')
    .select((eb) => [
      'u.id',
      'u.username',
      'u.first_name',
      'u.middle_name',
      'u.last_name',
      'u.byline',
      'u.avatar_path',
      'u.bio as user_bio',
      'u.country_code as user_country',
      'u.created_at',
      'ap.bio as author_bio',
      'ap.website',
      'ap.country_code as author_country',
      eb
        .selectFrom('books')
        .select(eb.fn.countAll<number>().as('n'))
        .whereRef('books.author_id', '=', 'u.id')
        .where('books.status', '=', PUBLISHED)
        .as('books_count'),
      // Issue 42: the books' figures together (each book's average weighted by its count).
      eb
        .selectFrom('books')
        .select(
          sql<string>`coalesce(round(sum(rating_average * rating_count) / nullif(sum(rating_count), 0), 2), 0)`.as(
            'a',
          ),
        )
        .whereRef('books.author_id', '=', 'u.id')
        .where('books.status', '=', PUBLISHED)
        .as('rating_average'),
      eb
        .selectFrom('books')
        .select(sql<number>`coalesce(sum(rating_count), 0)`.as('c'))
        .whereRef('books.author_id', '=', 'u.id')
        .where('books.status', '=', PUBLISHED)
        .as('rating_count'),
    ])
    .where('u.id', 'in', userIds)
    .execute();
}

export type AuthorProfileRow = Awaited<ReturnType<typeof authorProfileRows>>[number];

/** Authors whose name, byline (a pen name) or username contains `keyword` (all authors without one). */
function authorsMatching(db: Kysely<Database>, keyword: string | undefined) {
  let authors = db.selectFrom('users').where('is_author', '=', true);
  if (keyword) {
    const pattern = likePattern(keyword);
    authors = authors.where(
      sql<boolean>`(lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name) like ${pattern}
        or lower(byline) like ${pattern} or lower(username) like ${pattern})`,
    );
  }
  return authors;
}

/** A page of the ids of the authors matching `keyword`, by name, and their total. */
export function authorPage(db: Kysely<Database>, keyword: string | undefined, limit: number, offset: number) {
  return withTotal(authorsMatching(db, keyword), (authors) =>
    authors
      .select('id')
      .orderBy('last_name')
      .orderBy('first_name')
      .orderBy('id')
      .limit(limit)
      .offset(offset)
      .execute(),
  );
}

/** The `limit` authors with the most published books (author_book_counts is kept by triggers). */
export function topAuthors(db: Kysely<Database>, limit: number) {
  return runShape(db, `topAuthors ${limit}`, [] as const, () =>
    db
      .selectFrom('author_book_counts as c')
      .innerJoin('users as u', 'u.id', 'c.author_id')
      .select(['u.username', 'u.first_name', 'u.middle_name', 'u.last_name', 'u.byline', 'u.avatar_path'])
      // A literal: the planner knows it (a bound 0 got a custom plan at every call).
      .where('c.book_count', '>', sql.lit(0))
      .orderBy('c.book_count', 'desc')
      .orderBy('c.author_id')
      .limit(limit),
  );
}
