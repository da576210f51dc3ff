import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrate, type DbHandle } from '../src/db/index.ts';
import { PreparedStatements } from '../src/db/prepared.ts';
import { freshDatabase } from './helpers.ts';

describe('prepared statement names', () => {
  it('names parameterized data statements, the same text always the same name', () => {
    const statements = new PreparedStatements();
    const listing = 'select "uid" from "books" where "status" = $1 limit $2';
    const first = statements.nameFor(listing, ['published', 20]);
    expect(first).toMatch(/^bk\d+$/);
    expect(statements.nameFor(listing, ['draft', 5])).toBe(first);
    expect(statements.nameFor('with x as (select $1::int) select * from x', [1])).not.toBe(first);
    expect(statements.nameFor('  INSERT INTO carts (user_id) VALUES ($1)', [1])).toMatch(/^bk\d+$/);
    expect(statements.nameFor('(select $1) union all (select $2)', [1, 2])).toMatch(/^bk\d+$/);
    expect(statements.size).toBe(4);
  });

  it('leaves scripts, DDL, transaction control and queries without parameters unnamed', () => {
    const statements = new PreparedStatements();
    expect(statements.nameFor('begin', [])).toBeUndefined();
    expect(statements.nameFor('select 1', [])).toBeUndefined();
    expect(statements.nameFor('select 1', undefined)).toBeUndefined();
    expect(statements.nameFor('CREATE TABLE t (a int DEFAULT $1)', [1])).toBeUndefined();
    expect(statements.nameFor('SET search_path = $1', ['x'])).toBeUndefined();
    expect(statements.nameFor('VACUUM ANALYZE books', ['x'])).toBeUndefined();
    expect(statements.size).toBe(0);
  });

  it('stops naming new texts at its cap, and keeps the names it gave', () => {
    const statements = new PreparedStatements(2);
    const a = statements.nameFor('select $1::int as a', [1]);
    const b = statements.nameFor('select $1::int as b', [1]);
    expect(statements.nameFor('select $1::int as c', [1])).toBeUndefined();
    expect(statements.nameFor('select $1::int as a', [2])).toBe(a);
    expect(statements.nameFor('select $1::int as b', [2])).toBe(b);
    expect(new Set([a, b]).size).toBe(2);
  });
});

// The server path only: PGlite runs queries in its own process-less engine and takes no names.
describe.skipIf(!process.env.DATABASE_URL)('prepared statements on a PostgreSQL server', () => {
  let handle: DbHandle;
  let drop: () => Promise<void>;

  beforeAll(async () => {
    ({ handle, drop } = await freshDatabase());
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
