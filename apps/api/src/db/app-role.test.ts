/**
 * The API's own database role (issue 41, item 4), on the PostgreSQL server only (PGlite has one user and
 * no grants: the whole file is skipped without DATABASE_URL). A migrated scratch database owned by the
 * run's role; a fresh role with a unique name gets the API's grants and connects: it reads and appends
 * to audit_log and works on the other tables, but cannot TRUNCATE, UPDATE, DELETE, ALTER, drop the
 * trigger, disable it or drop the table. The role is dropped at the end.
 */
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grantAppRole, migrateAsOwner } from './app-role.ts';
import { createDatabase, type DbHandle } from './connection.ts';
import { migrate } from './migrate.ts';
import { scratchDatabase, type Scratch } from './scratch.ts';

const serverUrl = process.env.DATABASE_URL;
describe.runIf(Boolean(serverUrl))(
  "the API's role on the PostgreSQL server (skipped on PGlite: roles and grants need DATABASE_URL)",
  () => {
    const role = `app_test_${process.pid}_${Math.floor(Math.random() * 1e9).toString(36)}`;
    let scratch: Scratch;
    let schema: string;
    let app: DbHandle;

    const asRole = (url: string) => {
      const at = new URL(url);
      at.username = role;
      at.password = '';
      return at.toString();
    };

    beforeAll(async () => {
      scratch = await scratchDatabase('approle', { migrated: true, poolSize: 2 });
      schema =
        (await sql<{ s: string }>`SELECT current_schema() AS s`.execute(scratch.handle.db)).rows[0]?.s ?? '';
      await scratch.handle.withSession((s) => grantAppRole(s, role, { create: true }));
      app = await createDatabase({ databaseUrl: asRole(scratch.url ?? ''), schema, poolSize: 2 });
    });

    afterAll(async () => {
      await app?.close();
      // Its grants and default privileges go with DROP OWNED (per database), then the role itself.
      await scratch?.handle.withSession((s) => s.exec(`DROP OWNED BY ${role}`));
      await scratch?.drop();
      const server = await createDatabase({ databaseUrl: serverUrl, poolSize: 1 });
      await server.withSession((s) => s.exec(`DROP ROLE IF EXISTS ${role}`));
      await server.close();
    });

    const run = (statement: string) => app.withSession((s) => s.exec(statement));
    const refused = async (statement: string) => {
      await expect(run(statement), statement).rejects.toMatchObject({ code: '42501' });
    };

    it('connects as itself, not as the owner', async () => {
      const [row] = await app.withSession((s) => s.query<{ me: string }>('SELECT current_user AS me'));
      expect(row?.me).toBe(role);
    });

    it('appends to the audit log and reads it', async () => {
      const inserted = await app.db
        .insertInto('audit_log')
        .values({
          source: 'cli',
          action: 'book.approve',
          target_type: 'book',
          target_id: '1',
          target_label: 'A Book',
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      const rows = await app.db.selectFrom('audit_log').select('id').where('id', '=', inserted.id).execute();
      expect(rows).toHaveLength(1);
    });

    it('cannot truncate, update, delete, alter, disable the trigger or drop the audit log', async () => {
      await refused('TRUNCATE audit_log');
      await refused("UPDATE audit_log SET reason = 'rewritten'");
      await refused('DELETE FROM audit_log');
      await refused('ALTER TABLE audit_log DISABLE TRIGGER audit_log_no_change');
      await refused('ALTER TABLE audit_log DISABLE TRIGGER ALL');
      await refused('ALTER TABLE audit_log ADD COLUMN note text');
      await refused('ALTER TABLE audit_log OWNER TO CURRENT_USER');
      await refused('DROP TRIGGER audit_log_no_change ON audit_log');
      await refused(
        'CREATE TRIGGER sneak BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only()',
      );
      await refused('DROP TABLE audit_log');
      await refused('SET session_replication_role = replica'); // would skip every trigger
      // The rows are all still there, unchanged.
      const count = await scratch.handle.db
        .selectFrom('audit_log')
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .executeTakeFirstOrThrow();
      expect(Number(count.n)).toBe(1);
    });

    it('works on the other tables as the API does, without TRUNCATE or DDL', async () => {
      const job = await app.db
        .insertInto('jobs')
        .values({ name: 'role.test', payload: '{}' })
        .returning('id')
        .executeTakeFirstOrThrow();
      await app.db.updateTable('jobs').set({ status: 'done' }).where('id', '=', job.id).execute();
      await app.db.deleteFrom('jobs').where('id', '=', job.id).execute();
      await refused('TRUNCATE jobs');
      await refused('ALTER TABLE jobs ADD COLUMN extra text');
      await refused(`CREATE TABLE ${schema}.role_test (id int)`);
      await refused("DELETE FROM schema_migrations WHERE name LIKE '035%'");
    });

    it('finds nothing to migrate once the owner has, and the owner run re-grants the role', async () => {
      expect((await migrate(app)).applied).toEqual([]);
      // The server's path: MIGRATION_DATABASE_URL is the owner, DATABASE_URL the role.
      const result = await migrateAsOwner({ migrationDatabaseUrl: scratch.url }, app, { schema });
      expect(result).toEqual({ applied: [], grantedTo: role });
      await refused('TRUNCATE audit_log');
    });

    it('refuses to make the owner, a superuser or a bad name the API role', async () => {
      const [me] = await scratch.handle.withSession((s) =>
        s.query<{ me: string }>('SELECT current_user AS me'),
      );
      await expect(scratch.handle.withSession((s) => grantAppRole(s, me?.me ?? ''))).rejects.toThrow(
        /owner's own role/,
      );
      await expect(scratch.handle.withSession((s) => grantAppRole(s, 'Robert"; DROP'))).rejects.toThrow(
        /plain lower-case name/,
      );
    });
  },
);
