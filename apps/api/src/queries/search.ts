/*
 * Full-text search over the catalogue (issue 25, migrations 016_search.sql and 021_search_head.sql). Each
 * published book carries a weighted document (`books.search_document`: A title; B subtitle, series,
 * people; C tags, category, publisher; D description), its head (`books.search_head`: the same without
 * D), both kept true by triggers, and `search_title`, its title folded (lower case, no accents). What the
 * shopper typed becomes a tsquery once per statement (`typed`). A search reads in two tiers: the books
 * whose head matches (or whose ISBN was typed), ranked; then the books that match in their description
 * only, by popularity, read only when the first tier does not fill what was asked (`bestMatches`).
 * A book's relevance is, in this order: its ISBN typed (4); its head matching (1), its exact title typed
 * (+ 2) and `ts_rank` of the head (below 1); a description-only match is 0. Popularity breaks ties (see
 * `RELEVANCE_ORDER`).
 */
import {
  sql,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { PUBLISHED } from '../db/plans.ts';
import type { Database } from '../db/schema.ts';

/**
 * The ISBN keys (digits, a final X) a keyword may be: an ISBN-10 or ISBN-13 with or without dashes or
 * spaces gives both forms (a 978 ISBN-13 and its ISBN-10), so either finds the book; else none.
 */
export function isbnKeys(keyword: string): string[] {
  const key = keyword.replace(/[\s-]/g, '').toUpperCase();
  if (/^\d{9}[\dX]$/.test(key)) {
    const first12 = `978${key.slice(0, 9)}`;
    return [key, first12 + isbn13Check(first12)];
  }
  if (/^97[89]\d{10}$/.test(key)) {
    if (!key.startsWith('978')) return [key];
    const body = key.slice(3, 12);
    return [key, body + isbn10Check(body)];
  }
  return [];
}

function isbn13Check(first12: string): number {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(first12[i]) * (i % 2 === 0 ? 1 : 3);
  return (10 - (sum % 10)) % 10;
}

function isbn10Check(first9: string): string {
  let sum = 0;
  for (let i = 0; i < 9; i++) sum += Number(first9[i]) * (10 - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? 'X' : String(check);
}

/** What one search looks for: the text typed, whether its last word is a prefix, its ISBN keys. */
export interface Typed {
  keyword: string;
  /** The last word matches as a prefix (the overlay, while typing). */
  prefix: boolean;
  isbns: string[];
}

export const typedSearch = (keyword: string, prefix: boolean): Typed => ({
  keyword,
  prefix,
  isbns: isbnKeys(keyword),
});

/**
 * The search's two values as uncorrelated subqueries (each computed once per statement, an InitPlan
 * the GIN indexes take as a key): `q` the tsquery of what was typed, `folded` the keyword folded as
 * `search_title` is.
 */
export function typed(search: Typed) {
  return {
    q: sql<string>`(select search_query(${search.keyword}, ${search.prefix}))`,
    folded: sql<string>`(select search_fold(${search.keyword}))`,
  };
}

const isbnHit = (search: Typed): RawBuilder<SqlBool> =>
  search.isbns.length > 0
    ? sql<SqlBool>`isbn_key(books.isbn) in (${sql.join(search.isbns)})`
    : sql<SqlBool>`false`;

/** Books matching the search (their document, or their ISBN): a condition on `books` joined to `s`. */
export function matchesSearch(search: Typed): Expression<SqlBool> {
  const text = sql<SqlBool>`books.search_document @@ ${typed(search).q}`;
  return search.isbns.length > 0 ? sql<SqlBool>`(${text} or ${isbnHit(search)})` : text;
}

/** The first tier: books whose head (weights A to C) matches, or whose ISBN was typed. */
export function matchesHead(search: Typed): Expression<SqlBool> {
  const text = sql<SqlBool>`books.search_head @@ ${typed(search).q}`;
  return search.isbns.length > 0 ? sql<SqlBool>`(${text} or ${isbnHit(search)})` : text;
}

/**
 * A book's relevance to the search (see the file's comment), as a column of `books` (or of the narrow
 * copy `book_search_heads`, `heads`, which has no ISBN: it ranks searches that typed none): at least 1
 * in the first tier, 0 for a match in the description only, so ordering every match by it is ordering
 * the tiers. Only the head is ranked (`ts_rank` of a few dozen lexemes, never the description's).
 */
export function relevance(search: Typed, table: 'books' | 'heads' = 'books'): RawBuilder<number> {
  const { q, folded } = typed(search);
  const head = sql.ref(`${table}.search_head`);
  const title = sql.ref(`${table}.search_title`);
  return sql<number>`(case when ${isbnHit(search)} then 4 else 0 end
    + case when ${head} @@ ${q} then 1
      + case when ${title} = ${folded} then 2 else 0 end
      + coalesce(ts_rank(${head}, ${q}, 32), 0) else 0 end)`;
}

/** A query on `books` (a filter the caller adds to both tiers: the listing's own filters). */
export type BooksQuery = SelectQueryBuilder<Database, 'books', object>;

/**
 * The `limit` best matches of a search (published books, with `narrow`'s filters), in relevance order
 * (popularity breaking ties), as ids with their relevance and tie-breaks, without pricing them. Two
 * tiers in one statement: the head matches ranked by `relevance`, then, only when they are fewer than
 * `limit`, the matches in the description only (relevance 0) by popularity. The tiers are the two
 * branches of a UNION ALL under a LIMIT: PostgreSQL runs the second branch only when the first one ends
 * short, so a common word ("love", 1,724 head matches at 20,000 books) ranks its head matches and never
 * reads its 3,238 description-only ones. The answer is what ordering every match by `relevance` would
 * give (each tier is ordered by it).
 *
 * Without `narrow` and without an ISBN typed, the head tier is ranked on `book_search_heads` (migration
 * 023): the same heads, titles and tie-breaks as `books`, in rows a tenth as wide, so ranking a common
 * word reads a tenth of the pages. A filter on the book's other columns (the see-all facets) or an ISBN
 * ranks on `books` itself, as before.
 */
export function bestMatches(
  db: Kysely<Database>,
  search: Typed,
  limit: number,
  narrow?: (query: BooksQuery) => BooksQuery,
) {
  const base = () => {
    const published = db.selectFrom('books').where('books.status', '=', PUBLISHED);
    return narrow ? narrow(published) : published;
  };
  const head =
    narrow === undefined && search.isbns.length === 0
      ? db
          .selectFrom('book_search_heads as heads')
          .select([
            'heads.book_id as id',
            'heads.trending_score',
            'heads.rating_average',
            relevance(search, 'heads').as('relevance'),
          ])
          .where(sql<SqlBool>`heads.search_head @@ ${typed(search).q}`)
          .orderBy('relevance', 'desc')
          .orderBy('heads.trending_score', 'desc')
          .orderBy('heads.rating_average', 'desc')
          .orderBy('heads.book_id')
          .limit(limit)
      : base()
          .select([
            'books.id',
            'books.trending_score',
            'books.rating_average',
            relevance(search).as('relevance'),
          ])
          .where(matchesHead(search))
          .orderBy('relevance', 'desc')
          .orderBy('books.trending_score', 'desc')
          .orderBy('books.rating_average', 'desc')
          .orderBy('books.id')
          .limit(limit);
  const body = base()
    .select([
      'books.id',
      'books.trending_score',
      'books.rating_average',
      sql<number>`0::float8`.as('relevance'),
    ])
    .where(matchesSearch(search))
    .where(sql<SqlBool>`not coalesce(${matchesHead(search)}, false)`)
    .orderBy('books.trending_score', 'desc')
    .orderBy('books.rating_average', 'desc')
    .orderBy('books.id')
    .limit(limit);
  const tiers = db
    .selectFrom(head.as('h'))
    .selectAll()
    .unionAll(db.selectFrom(body.as('d')).selectAll());
  // No ORDER BY over the union: the branches come in tier order, each ordered, and a sort here would
  // read both to the end.
  return db.selectFrom(tiers.as('t')).selectAll().limit(limit);
}

/** Books whose title is close to the keyword (a typo forgiven): the fallback when nothing matches. */
export function matchesTitleTypo(search: Typed): Expression<SqlBool> {
  return sql<SqlBool>`${typed(search).folded} <% books.search_title`;
}

/** How close a title is to the keyword (for the typo fallback's order), as a column. */
export function titleCloseness(search: Typed): RawBuilder<number> {
  return sql<number>`word_similarity(${typed(search).folded}, books.search_title)`;
}

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
 */
export async function booksMatching(db: Kysely<Database>, country: string, search: Typed, limit: number) {
  const candidates = limit;
  const ranked = bestMatches(db, search, candidates);
  // The candidates priced in the country first; an unpriced one comes back only to carry the count
  // (so a search that matches nothing is answered here, without the second query below).
  const found = await db
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
    ])
    .orderBy(sql`p.book_id is null`)
    .orderBy('c.relevance', 'desc')
    .orderBy('c.trending_score', 'desc')
    .orderBy('c.rating_average', 'desc')
    .orderBy('c.id')
    .limit(limit)
    .execute();
  const rows = found.filter((row) => row.priced).map(({ candidates: _, priced: __, ...book }) => book);
  const full = Number(found[0]?.candidates ?? 0) >= candidates;
  if (rows.length >= limit || !full) return rows;
  return searchableBooks(db, country)
    .select(relevance(search).as('relevance'))
    .where(matchesSearch(search))
    .orderBy('relevance', 'desc')
    .orderBy('books.trending_score', 'desc')
    .orderBy('books.rating_average', 'desc')
    .orderBy('books.id')
    .limit(limit)
    .execute();
}

/** Books whose title is close to the keyword (a typo forgiven), but for `except`, closest first. */
export function booksSimilar(
  db: Kysely<Database>,
  country: string,
  search: Typed,
  except: number[],
  limit: number,
) {
  return searchableBooks(db, country)
    .select(titleCloseness(search).as('closeness'))
    .where(matchesTitleTypo(search))
    .where('books.id', 'not in', [0, ...except])
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
    .select(['username', 'first_name', 'middle_name', 'last_name', byName.as('name_match')])
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
      sql<string>`concat_ws(' ', first_name, middle_name, last_name)`.as('text'),
      sql<string>`users.search_name`.as('folded_text'),
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
