import { sql, type Kysely } from 'kysely';
import { PUBLISHED } from '../db/plans.ts';
import type { Database } from '../db/schema.ts';

/** An author's full name, lower-cased, as the trigram index on users is built. */
const authorName = sql<string>`lower(first_name || ' ' || coalesce(middle_name, '') || ' ' || last_name)`;

/** Published books priced in `country`: what a search result shows of a book. */
function searchableBooks(db: Kysely<Database>, country: string) {
  return db
    .selectFrom('books')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .select(['books.id', 'books.uid', 'books.title', 'books.type'])
    .where('books.status', '=', PUBLISHED);
}

/** Books whose title contains the pattern (the gin_trgm index serves LIKE), trending first. */
export function booksLike(db: Kysely<Database>, country: string, pattern: string, limit: number) {
  return searchableBooks(db, country)
    .where(sql<boolean>`lower(books.title) like ${pattern}`)
    .orderBy('books.trending_score', 'desc')
    .orderBy('books.id')
    .limit(limit)
    .execute();
}

/** Books whose title is similar to `keyword` (a typo forgiven), but for `except`, most similar first. */
export function booksSimilar(
  db: Kysely<Database>,
  country: string,
  keyword: string,
  except: number[],
  limit: number,
) {
  return searchableBooks(db, country)
    .where(sql<boolean>`lower(books.title) % ${keyword}`)
    .where('books.id', 'not in', [0, ...except])
    .orderBy(sql`similarity(lower(books.title), ${keyword})`, 'desc')
    .limit(limit)
    .execute();
}

/** Categories whose name contains the pattern or is similar to `keyword`, most similar first. */
export function categoriesMatching(db: Kysely<Database>, pattern: string, keyword: string, limit: number) {
  return db
    .selectFrom('categories')
    .select(['uid', 'name'])
    .where(sql<boolean>`(lower(name) like ${pattern} or lower(name) % ${keyword})`)
    .orderBy(sql`similarity(lower(name), ${keyword})`, 'desc')
    .limit(limit)
    .execute();
}

/**
 * Authors in one query: substring matches by name or username first (`name_match`), by last name; then
 * the names most similar to `keyword`.
 */
export function authorsMatching(db: Kysely<Database>, pattern: string, keyword: string, limit: number) {
  const authorLike = sql<boolean>`(${authorName} like ${pattern} or lower(username) like ${pattern})`;
  return db
    .selectFrom('users')
    .select(['username', 'first_name', 'middle_name', 'last_name', authorLike.as('name_match')])
    .where('is_author', '=', true)
    .where(sql<boolean>`(${authorLike} or ${authorName} % ${keyword})`)
    .orderBy(authorLike, 'desc')
    .orderBy(sql`case when ${authorLike} then last_name end`)
    .orderBy(sql`case when ${authorLike} then id end`)
    .orderBy(sql`similarity(${authorName}, ${keyword})`, 'desc')
    .limit(limit)
    .execute();
}
