import { sql, type Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/** Beyond this many books the seed plans no more one by one: `growCatalogue` copies them in SQL. */
export const PLANNED_BOOKS_MAX = 20_000;
/** Books copied per statement (a statement's transition tables and sort stay in memory). */
const BATCH = 100_000;
/** The countries a copied book is priced in (the bench and the default store read `ng`). */
const BULK_COUNTRIES = ['ng', 'us', 'gb'];

/**
 * The catalogue's GIN indexes (as migrations 001/003/014/016/021/023/027 make them): a seed or a copy drops them and
 * builds them once at the end, instead of updating them row by row (the slow part of writing books).
 */
const DEFERRED_INDEXES = {
  books_search: `CREATE INDEX books_search ON books USING gin (search_document)
    WITH (fastupdate = off) WHERE status = 'published'`,
  books_search_head: `CREATE INDEX books_search_head ON books USING gin (search_head)
    WITH (fastupdate = off) WHERE status = 'published'`,
  books_search_title_trgm: `CREATE INDEX books_search_title_trgm ON books USING gin (search_title gin_trgm_ops)
    WITH (fastupdate = off) WHERE status = 'published'`,
  books_title_trgm: `CREATE INDEX books_title_trgm ON books USING gin (lower(title) gin_trgm_ops)
    WITH (fastupdate = off)`,
  book_search_heads_head: `CREATE INDEX book_search_heads_head ON book_search_heads USING gin (search_head)
    WITH (fastupdate = off)`,
  book_search_heads_title: `CREATE INDEX book_search_heads_title ON book_search_heads USING gin (title_vector)
    WITH (fastupdate = off)`,
};

/** Drops the GIN indexes of the books before a bulk write (`buildSearchIndexes` puts them back). */
export async function dropSearchIndexes(db: Kysely<Database>): Promise<void> {
  await sql`DROP INDEX IF EXISTS ${sql.join(Object.keys(DEFERRED_INDEXES).map((name) => sql.id(name)))}`.execute(
    db,
  );
}

/** Builds the GIN indexes `dropSearchIndexes` dropped. */
export async function buildSearchIndexes(db: Kysely<Database>): Promise<void> {
  for (const definition of Object.values(DEFERRED_INDEXES)) await sql.raw(definition).execute(db);
}

/**
 * Grows a seeded catalogue to `target` books with set-based SQL (issue 25's scale bench: a million
 * books in minutes): each new book copies a published one (its author, type, category, blurb, tags,
 * prices in ng, us and gb, counted reviews and so its rating figures) under a title made of its title and a word of another's, with its own uid,
 * slug and ISBN (979-…). The triggers keep the search documents (`search_head` and `search_document`,
 * computed in the same INSERT … SELECT) and the listing counts as for any insert; the GIN indexes are dropped first and built once at the end.
 */
export async function growCatalogue(
  pool: Kysely<Database>,
  target: number,
  log: (message: string) => void = () => {},
): Promise<number> {
  // One connection throughout (the temporary table is the session's), without the statement timeout:
  // a batch of 100,000 books takes longer than a request may.
  return pool.connection().execute(async (db) => {
    await sql`SET statement_timeout = 0`.execute(db);
    // Fresh statistics: each copied book's trigger looks up its author and categories by key.
    await sql`ANALYZE books, users, categories, sub_categories, book_prices`.execute(db);
    const { count } = await db
      .selectFrom('books')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .executeTakeFirstOrThrow();
    const missing = target - Number(count);
    if (missing <= 0) return 0;
    await dropSearchIndexes(db);
    await sql`CREATE TEMP TABLE bulk_source AS
      SELECT row_number() OVER (ORDER BY id) AS rn, id, title,
        coalesce(nullif(split_part(title, ' ', -1), ''), 'Again') AS last_word
      FROM books WHERE status = 'published'`.execute(db);
    const { rows } = await sql<{ n: number }>`SELECT count(*)::int AS n FROM bulk_source`.execute(db);
    const sources = Number(rows[0]?.n ?? 0);
    if (sources === 0) throw new Error('Seed a catalogue before growing it.');
    for (let from = 1; from <= missing; from += BATCH) {
      const to = Math.min(missing, from + BATCH - 1);
      await sql`
        INSERT INTO books (uid, slug, author_id, type, title, subtitle, series, description, language, pages,
          duration_seconds, isbn, publisher, publication_date, edition, keywords, category_id, sub_category_id,
          status, cover_path, file_format, file_size_bytes, print_binding, print_paper, print_color,
          print_width_mm, print_height_mm, print_depth_mm, print_weight_grams, print_on_demand, stock_quantity,
          rating_average, rating_count, sales_count, trending_score, published_at, created_at)
        SELECT 'bulk-' || g || '-' || b.id, 'bulk-' || g, b.author_id, b.type,
          b.title || ' ' || o.last_word, b.subtitle, b.series, b.description, b.language, b.pages,
          b.duration_seconds, '979-' || lpad(g::text, 9, '0') || '-' || (g % 10), b.publisher,
          b.publication_date - (g % 3650), b.edition, b.keywords, b.category_id, b.sub_category_id,
          b.status, b.cover_path, b.file_format, b.file_size_bytes, b.print_binding, b.print_paper,
          b.print_color, b.print_width_mm, b.print_height_mm, b.print_depth_mm, b.print_weight_grams,
          b.print_on_demand, b.stock_quantity, b.rating_average, b.rating_count, b.sales_count,
          (b.trending_score * (g % 7)) / 3, b.published_at, b.created_at
        FROM generate_series(${from}::int, ${to}::int) AS g
        JOIN bulk_source s ON s.rn = (g % ${sources}) + 1
        JOIN bulk_source o ON o.rn = ((g::bigint * 7919) % ${sources}) + 1
        JOIN books b ON b.id = s.id`.execute(db);
      await sql`
        INSERT INTO book_prices (book_id, country_code, amount)
        SELECT n.id, p.country_code, p.amount
        FROM books n
        JOIN book_prices p ON p.book_id = split_part(n.uid, '-', 3)::int
        WHERE n.uid LIKE 'bulk-%' AND split_part(n.uid, '-', 2)::int BETWEEN ${from} AND ${to}
          AND p.country_code IN (${sql.join(BULK_COUNTRIES)})`.execute(db);
      // Issue 42: a copy carries its source's counted reviews, so the figures copied with it are its own.
      await sql`
        INSERT INTO reviews (uid, book_id, user_id, rating, title, body, created_at, updated_at, digested_at)
        SELECT 'rv-' || n.id || '-' || r.id, n.id, r.user_id, r.rating, r.title, r.body, r.created_at,
          r.updated_at, r.created_at
        FROM books n
        JOIN reviews r ON r.book_id = split_part(n.uid, '-', 3)::int
          AND r.status = 'published' AND r.withdrawn_at IS NULL
        WHERE n.uid LIKE 'bulk-%' AND split_part(n.uid, '-', 2)::int BETWEEN ${from} AND ${to}`.execute(db);
      log(`${Number(count) + to} books`);
    }
    await sql`DROP TABLE bulk_source`.execute(db);
    await buildSearchIndexes(db);
    log('indexes rebuilt');
    return missing;
  });
}
