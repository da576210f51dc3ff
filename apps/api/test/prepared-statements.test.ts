import { DummyDriver, Kysely, PostgresAdapter, PostgresIntrospector, sql } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type Database, type DbHandle } from '../src/db/index.ts';
import { PagingQueryCompiler, PLANNED_PER_CALL, PUBLISHED } from '../src/db/plans.ts';
import { prepareStatements, StatementNames } from '../src/db/prepared.ts';
import { typedSearch } from '../src/domains/search/search.queries.ts';
import { authorsMatching } from '../src/domains/search/matching.queries.ts';
import { freshDatabase } from './helpers.ts';

describe('prepared statement names', () => {
  it('names parameterized data statements, the same text always the same name', () => {
    const statements = new StatementNames();
    const listing = 'select "uid" from "books" where "status" = $1 limit $2';
    const first = statements.use(listing, ['published', 20]);
    expect(first?.name).toMatch(/^bk\d+$/);
    expect(statements.use(listing, ['draft', 5])).toEqual({ name: first?.name });
    expect(statements.use('with x as (select $1::int) select * from x', [1])?.name).not.toBe(first?.name);
    expect(statements.use('  INSERT INTO carts (user_id) VALUES ($1)', [1])?.name).toMatch(/^bk\d+$/);
    expect(statements.use('(select $1) union all (select $2)', [1, 2])?.name).toMatch(/^bk\d+$/);
    expect(statements.size).toBe(4);
  });

  it('leaves scripts, DDL, transaction control and raw queries without values unnamed', () => {
    const statements = new StatementNames();
    expect(statements.use('begin', [])).toBeUndefined();
    expect(statements.use('select 1; select 2', [])).toBeUndefined();
    expect(statements.use('select 1', undefined)).toBeUndefined();
    expect(statements.use('CREATE TABLE t (a int DEFAULT $1)', [1])).toBeUndefined();
    expect(statements.use('SET search_path = $1', ['x'])).toBeUndefined();
    expect(statements.use('VACUUM ANALYZE books', ['x'])).toBeUndefined();
    // A search's statements are planned with their values (db/plans.ts).
    expect(statements.use(`${PLANNED_PER_CALL}select $1::tsquery`, ['love'])).toBeUndefined();
    expect(statements.size).toBe(0);
  });

  it('names a data statement without parameters (Kysely sends an empty values array)', () => {
    const statements = new StatementNames();
    const first = statements.use('select "uid", "name" from "categories" order by "position"', []);
    expect(first?.name).toMatch(/^bk\d+$/);
    expect(statements.use('select "uid", "name" from "categories" order by "position"', [])).toEqual({
      name: first?.name,
    });
  });

  it('makes room for a new text by dropping the least recently used one, never reusing a name', () => {
    const statements = new StatementNames(2);
    const a = statements.use('select $1::int as a', [1]);
    const b = statements.use('select $1::int as b', [1]);
    expect(a?.evicted).toBeUndefined();
    expect(b?.evicted).toBeUndefined();
    // Using a makes b the least recently used.
    expect(statements.use('select $1::int as a', [2])).toEqual({ name: a?.name });
    const c = statements.use('select $1::int as c', [1]);
    expect(c?.evicted).toBe(b?.name);
    expect(statements.size).toBe(2);
    // b comes back under a new name, in place of a.
    const again = statements.use('select $1::int as b', [3]);
    expect(again?.evicted).toBe(a?.name);
    expect(new Set([a?.name, b?.name, c?.name, again?.name]).size).toBe(4);
    expect(() => new StatementNames(0)).toThrow();
  });
});

describe('inline paging', () => {
  const db = new Kysely<Database>({
    dialect: {
      createAdapter: () => new PostgresAdapter(),
      createDriver: () => new DummyDriver(),
      createIntrospector: (k) => new PostgresIntrospector(k),
      createQueryCompiler: () => new PagingQueryCompiler(),
    },
  });

  it('writes integer LIMIT and OFFSET into the SQL, in subqueries too, and binds everything else', () => {
    const page = db
      .selectFrom('books')
      .select('id')
      .where('status', '=', PUBLISHED)
      .where('type', '=', 'ebook')
      .limit(20)
      .offset(40);
    const query = db.selectFrom(page.as('b')).select('b.id').limit(5).compile();
    expect(query.sql).toBe(
      'select "b"."id" from (select "id" from "books" where "status" = \'published\' and "type" = $1 limit 20 offset 40) as "b" limit 5',
    );
    expect(query.parameters).toEqual(['ebook']);
  });

  it('keeps a value that is not a non-negative integer as a parameter', () => {
    const query = db.selectFrom('books').select('id').limit(2.5).offset(-1).compile();
    expect(query.sql).toBe('select "id" from "books" limit $1 offset $2');
    expect(query.parameters).toEqual([2.5, -1]);
  });
});

// The server path only: PGlite runs queries in its own process-less engine and takes no names.
describe.skipIf(!process.env.DATABASE_URL)('prepared statements on a PostgreSQL server', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;
  let url: string | undefined;

  beforeAll(async () => {
    ({ handle, drop, url } = await freshDatabase());
    await migrate(handle);
  }, 60_000);
  afterAll(() => drop());

  it('prepares a repeated query once per connection and answers it with each call’s values', async () => {
    const read = (code: string) =>
      handle.db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst();
    await handle.db.insertInto('countries').values(countryRow('zz')).execute();
    // One connection, so the statement list below is that connection's.
    await handle.db.connection().execute(async (db) => {
      const connectionRead = (code: string) =>
        db.selectFrom('countries').select('code').where('code', '=', code).executeTakeFirst();
      expect(await connectionRead('zz')).toEqual({ code: 'zz' });
      expect(await connectionRead('nope')).toBeUndefined();
      const prepared = await sql<{ statement: string }>`
        SELECT statement FROM pg_prepared_statements WHERE statement LIKE 'select "code" from "countries"%'`.execute(
        db,
      );
      expect(prepared.rows).toHaveLength(1);
      expect(prepared.rows[0]?.statement).toContain('where "code" = $1');
    });
    expect(await read('zz')).toEqual({ code: 'zz' });
  });
  it('settles on one plan for a catalogue read: status and page size are in its text', async () => {
    await handle.db.connection().execute(async (db) => {
      const page = () =>
        db
          .selectFrom('books')
          .select('uid')
          .where('status', '=', PUBLISHED)
          .where('type', '=', 'ebook')
          .orderBy('trending_score', 'desc')
          .limit(20)
          .offset(20)
          .execute();
      for (let i = 0; i < 8; i += 1) await page();
      const plans = await sql<{ generic_plans: number; custom_plans: number }>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE 'select "uid" from "books" where "status" = ''published''%limit 20 offset 20'`.execute(
        db,
      );
      expect(plans.rows).toHaveLength(1);
      // PostgreSQL plans the first five calls for their values, then keeps the generic plan.
      expect(Number(plans.rows[0]?.generic_plans)).toBeGreaterThan(0);
    });
  });

  it("settles on one plan for the overlay's authors: the author flag is in its text", async () => {
    // Enough users, most not authors, that a plan without the partial author indexes (a scan of every
    // user) costs more than planning each call: PostgreSQL then never settles on the generic plan.
    await sql`
      INSERT INTO users (uid, username, email, first_name, last_name, password_hash, is_author)
      SELECT 'plan-' || g, 'plan' || g, 'plan' || g || '@example.com', 'Reader', 'Number ' || g, 'x', g % 20 = 0
      FROM generate_series(1, 3000) AS g`.execute(handle.db);
    await sql`ANALYZE users`.execute(handle.db);
    await handle.db.connection().execute(async (db) => {
      const typed = await typedSearch(db, 'number 4', true);
      for (let i = 0; i < 8; i += 1) await authorsMatching(db, typed, 5);
      const plans = await sql<{ generic_plans: number; custom_plans: number }>`
        SELECT generic_plans, custom_plans FROM pg_prepared_statements
        WHERE statement LIKE 'select "username", "first_name"%from "users"%'`.execute(db);
      expect(plans.rows).toHaveLength(1);
      expect(Number(plans.rows[0]?.generic_plans)).toBeGreaterThan(0);
    });
  });

  it('deallocates the least recently used statement for a new one, inside a transaction too', async () => {
    const [{ schema } = { schema: '' }] = await handle.withSession((s) =>
      s.query<{ schema: string }>('SELECT current_schema() AS schema'),
    );
    const pool = new pg.Pool({
      connectionString: url,
      max: 1,
      options: `-c search_path=${schema},public`,
    });
    prepareStatements(pool, 2);
    try {
      const statements = async () =>
        (
          await pool.query<{ statement: string }>(
            'SELECT statement FROM pg_prepared_statements ORDER BY name',
          )
        ).rows.map((r) => r.statement);
      const pick = async (column: 'a' | 'b' | 'c', value: number) =>
        (await pool.query<Record<string, number>>(`SELECT $1::int AS ${column}`, [value])).rows[0]?.[column];
      expect(await pick('a', 1)).toBe(1);
      expect(await pick('b', 2)).toBe(2);
      expect(await statements()).toHaveLength(2);
      expect(await pick('c', 3)).toBe(3);
      expect(await statements()).toEqual(['SELECT $1::int AS b', 'SELECT $1::int AS c']);
      // a again, under a new name: b makes room, inside a transaction that goes on working.
      const client = await pool.connect();
      try {
        await client.query('BEGIN');
        expect((await client.query('SELECT $1::int AS a', [4])).rows).toEqual([{ a: 4 }]);
        expect((await client.query('SELECT $1::int AS c', [5])).rows).toEqual([{ c: 5 }]);
        await client.query('COMMIT');
      } finally {
        client.release();
      }
      expect(await statements()).toEqual(['SELECT $1::int AS c', 'SELECT $1::int AS a']);
    } finally {
      await pool.end();
    }
  });
});

function countryRow(code: string) {
  return {
    code,
    name: `Country ${code}`,
    icon: '',
    currency_code: 'XXX',
    currency_name: 'Test currency',
    currency_symbol: '¤',
    phone_code: '+0',
  };
}
