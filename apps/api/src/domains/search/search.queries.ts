/*
 * Full-text search over the catalogue (issue 25, migrations 016_search.sql and 021_search_head.sql). Each
 * published book carries a weighted document (`books.search_document`: A title; B subtitle, series,
 * people; C tags, category, publisher; D description), its head (`books.search_head`: the same without
 * D), both kept true by triggers, and `search_title`, its title folded (lower case, no accents). What the
 * shopper typed becomes a tsquery once per search (`typedSearch`), carried as a value by every
 * statement. A search reads in tiers, best first, each in popularity order, reading a tier only when
 * the ones before it do not fill what was asked (`bestMatches`): ISBN typed (4); exact title (3 or more);
 * every word in the title (1.5); some in the title (1.25); the words anywhere in the head (1); the
 * description only (0). See `relevance`.
 */
import {
  sql,
  type AliasedSelectQueryBuilder,
  type Compilable,
  type Expression,
  type Kysely,
  type RawBuilder,
  type SelectQueryBuilder,
  type SqlBool,
} from 'kysely';
import { plannedPerCall, PUBLISHED } from '../../db/plans.ts';
import { catalogueIsLarge } from './catalogue-size.queries.ts';
import type { Database } from '../../db/schema.ts';

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
  /**
   * In a large catalogue (`catalogueIsLarge`), what was typed as the database reads it, asked once: the
   * search's statements carry these as values and are planned with them (`searchRows`), and the head's
   * tiers are read one by one (`bestMatches`). Absent in a smaller one: each statement computes them.
   */
  values?: {
    /** The tsquery (`search_query`) as text; null when nothing searchable is left. */
    query: string | null;
    /** The same words with any one of them enough (its `&`s made `|`s): a title holding some of them. */
    anyWord: string | null;
    /** The keyword folded as `search_title` is (`search_fold`). */
    folded: string;
  };
}

/**
 * What was typed, ready to search with. In a large catalogue its tsquery and folded text are asked of
 * the database first (the text search configurations live there), so that every statement of the search
 * carries them as values and, planned with them (`plannedPerCall`), sees the tsquery as a constant whose
 * words' frequencies decide the plan. In a smaller one nothing is asked: the statements compute them.
 */
export async function typedSearch(db: Kysely<Database>, keyword: string, prefix: boolean): Promise<Typed> {
  const typedAs = { keyword, prefix, isbns: isbnKeys(keyword) };
  return (await catalogueIsLarge(db)) ? withValues(db, typedAs) : typedAs;
}

/** `search` with its values asked of the database (`Typed.values`): a large catalogue's way. */
export async function withValues(db: Kysely<Database>, search: Typed): Promise<Typed> {
  // The lexemes are folded letters and digits (`search_fold`): an `&` in the text is an operator.
  const { rows } = await sql<{ query: string | null; folded: string }>`select
    search_query(${search.keyword}, ${search.prefix})::text as query,
    search_fold(${search.keyword}) as folded`.execute(db);
  const query = rows[0]?.query ?? null;
  return {
    ...search,
    values: {
      query,
      anyWord: query === null ? null : query.replaceAll('&', '|'),
      folded: rows[0]?.folded ?? '',
    },
  };
}

/** Runs a search's statement: planned with its values in a large catalogue (`Typed.values`). */
export function searchRows<R>(
  db: Kysely<Database>,
  search: Typed,
  query: Compilable<R> & { execute(): Promise<R[]> },
): Promise<R[]> {
  return search.values ? plannedPerCall(db, query) : query.execute();
}

/**
 * The search's values: `q` its tsquery, `anyWord` any of its words, `folded` the keyword folded. Carried
 * as values in a large catalogue (`Typed.values`); else computed by the statement, each once, as
 * uncorrelated subqueries (InitPlans, which the GIN indexes take as a key).
 */
export function typed(search: Typed) {
  const { values, keyword, prefix } = search;
  if (values)
    return {
      q: sql<string>`${values.query}::tsquery`,
      anyWord: sql<string>`${values.anyWord}::tsquery`,
      folded: sql<string>`${values.folded}::text`,
    };
  return {
    q: sql<string>`(select search_query(${keyword}, ${prefix}))`,
    anyWord: sql<string>`(select replace(search_query(${keyword}, ${prefix})::text, '&', '|')::tsquery)`,
    folded: sql<string>`(select search_fold(${keyword}))`,
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
 * copy `book_search_heads`, `heads`, which has no ISBN: it ranks searches that typed none). Discrete
 * tiers, so that popularity orders each tier and a tier's best are its first in popularity order
 * (`bestMatches`): 4 for the ISBN typed; for a head that matches, 1, + 2 for the exact title, + 0.5 when
 * every word is in the title (the head's A weight: `title_vector` on the copy) or + 0.25 when some are;
 * 0 for a match in the description only.
 */
export function relevance(search: Typed, table: 'books' | 'heads' = 'books'): RawBuilder<number> {
  const { q, anyWord, folded } = typed(search);
  const head = sql.ref(`${table}.search_head`);
  const title = sql.ref(`${table}.search_title`);
  const titleWords = table === 'heads' ? sql`heads.title_vector` : sql`ts_filter(books.search_head, '{a}')`;
  const someWords = oneWord(search)
    ? sql``
    : sql`when ${titleWords} @@ ${anyWord} then ${sql.lit(TIERS.someTitleWords - TIERS.head)}`;
  return sql<number>`(case when ${isbnHit(search)} then ${sql.lit(TIERS.isbn)} else 0 end
    + case when ${head} @@ ${q} then 1
      + case when ${title} = ${folded} then ${sql.lit(TIERS.exactTitle - TIERS.head)} else 0 end
      + case when ${titleWords} @@ ${q} then ${sql.lit(TIERS.titleWords - TIERS.head)} ${someWords} else 0 end
      else 0 end)::float8`;
}

/**
 * Whether one word was typed (no space or punctuation between letters and digits): then "some of the
 * words in the title" is "all of them", and that tier is left out of the rule and of the reading.
 */
const oneWord = (search: Typed): boolean => !/[^\p{L}\p{M}\p{N}]/u.test(search.keyword.trim());

/** The relevance a tier adds up to (`relevance`): a match in the head is 1, above it the title's tiers. */
const TIERS = { isbn: 4, exactTitle: 3, titleWords: 1.5, someTitleWords: 1.25, head: 1 } as const;

/** A query on `books` (a filter the caller adds to both tiers: the listing's own filters). */
export type BooksQuery = SelectQueryBuilder<Database, 'books', object>;

/**
 * The `limit` best matches of a search (published books, with `narrow`'s filters), in relevance order
 * (popularity breaking ties), as ids with their relevance and tie-breaks, without pricing them. The
 * tiers of `relevance` are branches of a UNION ALL under a LIMIT, each ordered and cut to `limit`:
 * PostgreSQL runs a branch only when the ones before it end short, so a common word ("love", about
 * 90,000 head matches at 1,000,000 books) never reads past its title tier. The answer is what ordering
 * every match by `relevance` would give.
 *
 * In a large catalogue (`Typed.values`), without `narrow` and without an ISBN typed, the head's tiers
 * are read from `book_search_heads` (migrations 023 and 027): the exact title by its index; every word
 * in the title; some of them in the title; the words elsewhere in the head. Each is in popularity order,
 * so the planner, given the tsquery as a constant (`searchRows`), takes its first `limit` either by
 * walking the copy in popularity order until that many match (a common word: a few hundred rows) or
 * from the GIN index (a rare word: its few matches, sorted). In a smaller one every head match is
 * ranked by `relevance` from the copy; with a filter on the book's other columns (the see-all facets)
 * or an ISBN, from `books` itself. The description-only tier comes last in every case.
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
  if (narrow !== undefined || search.isbns.length > 0) {
    const head = base()
      .select(['books.id', 'books.trending_score', 'books.rating_average', relevance(search).as('relevance')])
      .where(matchesHead(search))
      .orderBy('relevance', 'desc')
      .orderBy('books.trending_score', 'desc')
      .orderBy('books.rating_average', 'desc')
      .orderBy('books.id')
      .limit(limit);
    return inTiers(db, [head, body], limit);
  }
  const { q, anyWord, folded } = typed(search);
  const inHead = sql<SqlBool>`heads.search_head @@ ${q}`;
  const inTitle = sql<SqlBool>`heads.title_vector @@ ${q}`;
  const someInTitle = sql<SqlBool>`heads.title_vector @@ ${anyWord}`;
  const exact = sql<SqlBool>`heads.search_title = ${folded}`;
  // The heads `where` keeps, every one ranked by `relevance` (popularity breaking ties), from the copy.
  const ranked = (where: Expression<SqlBool>) =>
    db
      .selectFrom('book_search_heads as heads')
      .select([
        'heads.book_id as id',
        'heads.trending_score',
        'heads.rating_average',
        relevance(search, 'heads').as('relevance'),
      ])
      .where(where)
      .orderBy('relevance', 'desc')
      .orderBy('heads.trending_score', 'desc')
      .orderBy('heads.rating_average', 'desc')
      .orderBy('heads.book_id')
      .limit(limit);
  // A small catalogue: every head match ranked.
  if (!search.values) return inTiers(db, [ranked(inHead), body], limit);
  // A tier's relevance is a constant but for the exact titles': walking the title tiers then reads only
  // the popularity index, which holds the title's vector and text (migration 027), never the table.
  const heads = (tier: Expression<SqlBool>, value: RawBuilder<number>) =>
    db
      .selectFrom('book_search_heads as heads')
      .select(['heads.book_id as id', 'heads.trending_score', 'heads.rating_average', value.as('relevance')])
      .where(tier)
      .orderBy('heads.trending_score', 'desc')
      .orderBy('heads.rating_average', 'desc')
      .orderBy('heads.book_id')
      .limit(limit);
  return inTiers(
    db,
    [
      // A handful of rows at most: ranked (a title of stop words only is exact without its words in the
      // title's vector).
      ranked(sql<SqlBool>`${inHead} and ${exact}`),
      heads(sql<SqlBool>`${inTitle} and not ${exact}`, tier(TIERS.titleWords)),
      // Some words in the title but not all: none with one word (its tier is left out).
      ...(oneWord(search)
        ? []
        : [
            heads(
              sql<SqlBool>`${inHead} and ${someInTitle} and not ${inTitle} and not ${exact}`,
              tier(TIERS.someTitleWords),
            ),
          ]),
      heads(sql<SqlBool>`${inHead} and not ${someInTitle} and not ${exact}`, tier(TIERS.head)),
      body,
    ],
    limit,
  );
}

/** A tier's relevance as a column. */
const tier = (value: number) => sql<number>`${sql.lit(value)}::float8`;

/** A tier's best matches: ids with their tie-breaks and relevance (a query to alias as a subquery). */
interface TierQuery {
  as<A extends string>(
    alias: A,
  ): AliasedSelectQueryBuilder<
    { id: number; trending_score: number; rating_average: number; relevance: number },
    A
  >;
}

/**
 * The tiers' rows one after the other, the first `limit`. No ORDER BY over the union: the branches
 * come in tier order, each ordered, and a sort here would read every branch to its end.
 */
function inTiers(db: Kysely<Database>, tiers: readonly TierQuery[], limit: number) {
  const [first, ...rest] = tiers.map((tier, index) => db.selectFrom(tier.as(`t${index}`)).selectAll());
  if (first === undefined) throw new Error('A search has at least one tier');
  const union = rest.reduce((all, tier) => all.unionAll(tier), first);
  return db.selectFrom(union.as('t')).selectAll().limit(limit);
}

/**
 * How many published books match the search (no other filter), counting no further than `upTo` + 1,
 * as a scalar subquery. The head matches are counted first on the narrow copy of the heads, and the
 * books whose description alone matches only when those are fewer. Counted on `books`, a common word's
 * matches were read whole (each book's document, with its blurb): "light" at 1,000,000 books scanned
 * 75,000 books, 333 ms, for 1,001 matches; here 12–21 ms.
 */
export function matchesCountedUpTo(db: Kysely<Database>, search: Typed, upTo: number): RawBuilder<number> {
  const { q } = typed(search);
  const limit = sql.lit(upTo + 1);
  const heads = db
    .selectFrom('book_search_heads as heads')
    .select(sql<number>`1`.as('one'))
    .where(sql<SqlBool>`heads.search_head @@ ${q}`)
    .limit(upTo + 1);
  const bodies = db
    .selectFrom('books')
    .select(sql<number>`1`.as('one'))
    .where('books.status', '=', PUBLISHED)
    .where(matchesSearch(search))
    .where(sql<SqlBool>`not coalesce(${matchesHead(search)}, false)`)
    .limit(upTo + 1);
  return sql<number>`(select case when h.n >= ${limit} then h.n
    else least(h.n + (select count(*) from (${bodies}) as b), ${limit}) end
    from (select count(*) as n from (${heads}) as m) as h)`;
}

/**
 * The keyword with each word no published title holds replaced by the closest title word (migration
 * 030, `search_title_correct`): "orsha crwn" becomes "orisha crown". Asked once per statement (an
 * InitPlan), by the typo fallback only.
 */
const corrected = (search: Typed): RawBuilder<string> =>
  sql<string>`(select search_title_correct(${typed(search).folded}))`;

/**
 * Books whose title is close to the keyword (a typo forgiven): the fallback when too little matches.
 * Close to what was typed, or to it corrected word by word (two typos in a short title leave too few
 * trigrams in common with the whole: "orsha crwn" and "the orisha crown" are 0.43). Both are read from
 * the trigram index on `search_title`.
 */
export function matchesTitleTypo(search: Typed): Expression<SqlBool> {
  const { folded } = typed(search);
  return sql<SqlBool>`(${folded} <% books.search_title or ${corrected(search)} <% books.search_title)`;
}

/** How close a title is to the keyword, or to it corrected (for the typo fallback's order), as a column. */
export function titleCloseness(search: Typed): RawBuilder<number> {
  const { folded } = typed(search);
  return sql<number>`greatest(word_similarity(${folded}, books.search_title),
    word_similarity(${corrected(search)}, books.search_title))`;
}
