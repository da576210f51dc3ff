import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import type { Database } from '../src/db/index.ts';
import { PagingQueryCompiler, PUBLISHED } from '../src/db/plans.ts';
import { checkShapes, compiledShape } from '../src/db/shapes.ts';

// db/shapes.ts: a hot read's query is compiled once per shape and its values put in by position.
function database() {
  return new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PagingQueryCompiler(),
    },
  });
}

const byUid = (db: Kysely<Database>, country: string, uid: string, limit: number) =>
  db
    .selectFrom('books')
    .innerJoin('book_prices as p', (join) =>
      join.onRef('p.book_id', '=', 'books.id').on('p.country_code', '=', country),
    )
    .select(['books.uid', 'p.amount'])
    .where('books.status', '=', PUBLISHED)
    .where((eb) => eb.or([eb('books.uid', '=', uid), eb('books.slug', '=', uid)]))
    .orderBy(sql`books.uid = ${uid}`, 'desc')
    .limit(limit);

describe('query shapes', () => {
  it('gives the query built for the values, each value in every place it is bound', () => {
    const db = database();
    checkShapes(db, true);
    for (const [country, uid] of [
      ['ng', 'ABC'],
      ['us', 'a-slug'],
      ['ng', 'ABC'],
    ] as const) {
      const shaped = compiledShape(db, 'by uid 1', [country, uid] as const, ([c, u]) => byUid(db, c, u, 1));
      const fresh = byUid(db, country, uid, 1).compile();
      expect(shaped.sql).toBe(fresh.sql);
      expect(shaped.parameters).toEqual(fresh.parameters);
      expect(shaped.parameters).toEqual([country, uid, uid, uid]);
    }
  });

  it('refuses a shape whose value went into the SQL text', () => {
    const db = database();
    expect(() =>
      compiledShape(db, 'inlined', ['ng'] as const, ([c]) =>
        db.selectFrom('countries').select('code').where('code', '=', sql.lit(c)),
      ),
    ).toThrow(/went into the SQL text/);
  });

  it('outside production, fails a key that does not name what changes the SQL', () => {
    const db = database();
    checkShapes(db, true);
    compiledShape(db, 'by uid', ['ng', 'ABC'] as const, ([c, u]) => byUid(db, c, u, 1));
    // The same key for another page size: the cached text has the other LIMIT.
    expect(() => compiledShape(db, 'by uid', ['ng', 'ABC'] as const, ([c, u]) => byUid(db, c, u, 5))).toThrow(
      /differs from the query built for its values/,
    );
    // In production the check is off: the cached shape is used as it is.
    checkShapes(db, false);
    expect(compiledShape(db, 'by uid', ['ng', 'ABC'] as const, ([c, u]) => byUid(db, c, u, 5)).sql).toContain(
      'limit 1',
    );
  });

  it('writes the values it is told to inline into the text, one shape per value, the rest renumbered', () => {
    const db = database();
    checkShapes(db, true);
    for (const [country, uid] of [
      ['ng', 'ABC'],
      ['us', 'XYZ'],
      ['ng', 'DEF'],
    ] as const) {
      const shaped = compiledShape(
        db,
        'by uid 1',
        [country, uid] as const,
        ([c, u]) => byUid(db, c, u, 1),
        [0],
      );
      const fresh = byUid(db, country, uid, 1).compile();
      // The country is a literal where it was `$1`; the uid's three places are `$1`..`$3` now.
      expect(shaped.sql).toContain(`"p"."country_code" = '${country}'`);
      expect(shaped.sql).not.toContain('$4');
      expect(shaped.sql).toBe(
        fresh.sql.replace('$1', `'${country}'`).replace('$2', '$1').replace('$3', '$2').replace('$4', '$3'),
      );
      expect(shaped.parameters).toEqual([uid, uid, uid]);
    }
  });

  it('writes a constant number of the shape into the text, a negative one in parentheses', () => {
    const db = database();
    checkShapes(db, true);
    // A bound no value fills (a rank, a cap): PostgreSQL planned such a statement at every call.
    const ranked = (uid: string, rank: number, shift: number) =>
      db
        .selectFrom('books')
        .select('books.uid')
        .where('books.uid', '=', uid)
        .where('books.trending_score', '<=', rank)
        .where(sql<boolean>`books.rating_average - ${shift} > 0`);
    for (const uid of ['ABC', 'XYZ']) {
      const shaped = compiledShape(db, 'ranked 10 -2', [uid] as const, ([u]) => ranked(u, 10, -2));
      expect(shaped.sql).toContain('"books"."trending_score" <= 10');
      expect(shaped.sql).toContain('books.rating_average - (-2) > 0');
      expect(shaped.sql).not.toContain('$2');
      expect(shaped.parameters).toEqual([uid]);
    }
  });

  it('inlines only a short code or a number', () => {
    const db = database();
    expect(() =>
      compiledShape(db, 'by uid 1', ["n'g", 'ABC'] as const, ([c, u]) => byUid(db, c, u, 1), [0]),
    ).toThrow(/only a short code or a number/);
  });
});
