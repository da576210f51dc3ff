/**
 * The search box's matches (issue 25): books by relevance (priced in the country), books with a title
 * close to a mistyped keyword, categories, authors, and the names closest to what was typed. The
 * keyword's typing, matching and ranking are search.queries.ts.
 */
import { sql, type Kysely, type SelectQueryBuilder, type SqlBool } from 'kysely';
import { PUBLISHED } from '../../db/plans.ts';
import type { Database } from '../../db/schema.ts';
import {
  type Typed,
  bestMatches,
  matchesSearch,
  matchesTitleTypo,
  relevance,
  searchRows,
  titleCloseness,
  typed,
} from './search.queries.ts';

/** Published books priced in `country`: what a search result shows. */
function searchableBooks(db: Kysely<Database>, country: string) {
  return db
    .selectFrom('books')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .select(['books.id', 'books.uid', 'books.title', 'books.type'])
    .where('books.status', '=', PUBLISHED);
}

/**
 * The overlay's books: the best matches first, popularity breaking ties. The matches are ranked
 * without their prices, in tiers (`bestMatches`), and only the best `limit` are joined to their price in
 * `country` (a common word matches thousands of books: probing each one's price cost as much as
 * ranking it). Every published book is priced in the seeded countries, so the candidates almost always
 * fill the answer; when they do not (fewer than `limit` priced among a full candidate set), every match
 * is ranked with its price, so the answer is the same as ranking them all.
 *
 * The candidates are exactly `limit` (they were `limit × 4`): asking for more than the answer shows
 * made a word with between 8 and 32 head matches ("war": 31) read its description tier too, ordering
 * 1,571 blurb matches by popularity for one candidate. A country where few books are priced falls to the
 * full ranking either way (at a million books `za` prices one copy in twenty: 32 candidates held fewer
 * than 8 priced ones too).
 *
 * With `count` (the see-all page's count, made by the catalogue, which owns it: `countMatchesUpTo`),
 * `counted` is its answer, carried as a column of this statement; without it, or with no row, 0.
 */
export async function booksMatching(
  db: Kysely<Database>,
  country: string,
  search: Typed,
  limit: number,
  count?: SelectQueryBuilder<Database, never, { n: number }>,
) {
  const candidates = limit;
  const ranked = bestMatches(db, search, candidates);
  // The see-all page's count as a column of the same statement: an uncorrelated subquery PostgreSQL
  // runs once, instead of a second round trip after the books came back.
  const counted = count ?? sql<number | null>`null::int8`;
  // The candidates priced in the country first; an unpriced one comes back only to carry the count
  // (so a search that matches nothing is answered here, without the second query below).
  const found = await searchRows(
    db,
    search,
    db
      .with('c', () => ranked)
      .selectFrom('c')
      .innerJoin('books', 'books.id', 'c.id')
      .leftJoin('book_prices as p', (join) =>
        join.onRef('p.book_id', '=', 'c.id').on('p.country_code', '=', country),
      )
      .select([
        'c.id',
        'books.uid',
        'books.title',
        'books.type',
        'c.relevance',
        sql<boolean>`p.book_id is not null`.as('priced'),
        (eb) =>
          eb
            .selectFrom('c')
            .select((inner) => inner.fn.countAll<number>().as('n'))
            .as('candidates'),
        counted.as('counted'),
      ])
      .orderBy(sql`p.book_id is null`)
      .orderBy('c.relevance', 'desc')
      .orderBy('c.trending_score', 'desc')
      .orderBy('c.rating_average', 'desc')
      .orderBy('c.id')
      .limit(limit),
  );
  const rows = found
    .filter((row) => row.priced)
    .map(({ candidates: _, priced: __, counted: ___, ...book }) => book);
  // No row, no count: a search that matches nothing has nothing to count.
  const total = found[0] ? Number(found[0].counted ?? 0) : 0;
  const full = Number(found[0]?.candidates ?? 0) >= candidates;
  if (rows.length >= limit || !full) return { rows, counted: total };
  const ranking = await searchRows(
    db,
    search,
    searchableBooks(db, country)
      .select(relevance(search).as('relevance'))
      .where(matchesSearch(search))
      .orderBy('relevance', 'desc')
      .orderBy('books.trending_score', 'desc')
      .orderBy('books.rating_average', 'desc')
      .orderBy('books.id')
      .limit(limit),
  );
  return { rows: ranking, counted: total };
}

/** Books whose title is close to the keyword (a typo forgiven), closest first. */
export function booksSimilar(db: Kysely<Database>, country: string, search: Typed, limit: number) {
  return searchableBooks(db, country)
    .select(titleCloseness(search).as('closeness'))
    .where(matchesTitleTypo(search))
    .orderBy('closeness', 'desc')
    .orderBy('books.trending_score', 'desc')
    .orderBy('books.id')
    .limit(limit)
    .execute();
}

/**
 * Categories whose name matches the search or is close to it. The name's tsvector and folded text are
 * kept on the row (`search_vector`, `search_name`: migration 025), not computed for every category at
 * every search.
 */
export function categoriesMatching(db: Kysely<Database>, search: Typed, limit: number) {
  const { q, folded } = typed(search);
  const named = sql<SqlBool>`search_vector @@ ${q}`;
  return db
    .selectFrom('categories')
    .select(['uid', 'name'])
    .where(sql<SqlBool>`(${named} or search_name % ${folded} or ${folded} <% search_name)`)
    .orderBy(named, 'desc')
    .orderBy(sql`similarity(search_name, ${folded})`, 'desc')
    .orderBy('id')
    .limit(limit)
    .execute();
}

/** An author's name as indexed (users_search_name): the simple configuration, accents folded. */
const nameDocument = sql`to_tsvector('search_names'::regconfig, users.search_name)`;

/**
 * `is_author` as a literal, as `PUBLISHED` is (db/plans.ts): the author indexes are partial (`WHERE
 * is_author`), and with the flag bound a prepared statement's generic plan cannot use them. PostgreSQL
 * then judged the generic plan (a scan of every user) too costly and planned the authors' query afresh
 * at every search: 300 custom plans in 300 calls, about 0.2 ms of database CPU each time.
 */
const IS_AUTHOR = sql.lit(true);

/**
 * Authors in one query: those whose name (or username) matches every word typed first (`name_match`),
 * by last name; then the names closest to the keyword (a typo forgiven).
 */
export function authorsMatching(db: Kysely<Database>, search: Typed, limit: number) {
  const { q, folded } = typed(search);
  const byName = sql<SqlBool>`(${nameDocument} @@ ${q} or lower(users.username) = ${folded})`;
  return db
    .selectFrom('users')
    .select(['username', 'first_name', 'middle_name', 'last_name', 'byline', byName.as('name_match')])
    .where('is_author', '=', IS_AUTHOR)
    .where(sql<SqlBool>`(${byName} or ${folded} <% users.search_name)`)
    .orderBy(byName, 'desc')
    .orderBy(sql`word_similarity(${folded}, users.search_name)`, 'desc')
    .orderBy('last_name')
    .orderBy('users.id')
    .limit(limit)
    .execute();
}

/**
 * "Did you mean": the published title and the author's name closest to the keyword (each at most
 * one row, `closeness` 0 to 1), for the service to pick from.
 */
export function closestNames(db: Kysely<Database>, search: Typed) {
  const { folded } = typed(search);
  const title = db
    .selectFrom('books')
    .select([
      'books.title as text',
      sql<string>`books.search_title`.as('folded_text'),
      titleCloseness(search).as('closeness'),
    ])
    .where('books.status', '=', PUBLISHED)
    .where(matchesTitleTypo(search))
    .orderBy('closeness', 'desc')
    .orderBy('books.trending_score', 'desc')
    .limit(1);
  const author = db
    .selectFrom('users')
    .select([
      // The name readers see; the match is on every name indexed (the pen name and the account's).
      sql<string>`users.byline`.as('text'),
      sql<string>`search_fold(users.byline)`.as('folded_text'),
      sql<number>`word_similarity(${folded}, users.search_name)`.as('closeness'),
    ])
    .where('is_author', '=', IS_AUTHOR)
    .where(sql<SqlBool>`${folded} <% users.search_name`)
    .orderBy('closeness', 'desc')
    .limit(1);
  return db
    .selectFrom(title.as('t'))
    .selectAll()
    .unionAll(db.selectFrom(author.as('a')).selectAll())
    .execute();
}
