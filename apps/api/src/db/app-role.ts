/**
 * The API's database role apart from the owner's (issue 41, item 4). The migrations run as the role
 * that owns the tables (MIGRATION_DATABASE_URL); the API connects as a role (DATABASE_URL) that may
 * read and write the store's tables but only read and append to `audit_log`: no UPDATE, DELETE or
 * TRUNCATE there, and, owning nothing, no ALTER TABLE, DISABLE TRIGGER or DROP anywhere. The grants are
 * idempotent: the server applies them after every migration run (new tables included), and
 * `admin db:app-role <role>` creates the role and applies them once by hand (docs/deploy.md).
 */
import type { Config } from '../config.ts';
import { createDatabase, type DbHandle, type RawSession } from './connection.ts';
import { migrate, type MigrationResult } from './migrate.ts';

/** Tables the API may only read and append to; schema_migrations it may only read. */
export const APPEND_ONLY_TABLES = ['audit_log'] as const;

const ROLE_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/** `name` as a quoted SQL identifier (a role or schema name from the catalog or the command line). */
export const ident = (name: string): string => `"${name.replace(/"/g, '""')}"`;

/** The statements that give `role` the API's rights on `schema` (and on its future tables). */
export function appRoleGrants(role: string, schema: string): string[] {
  const r = ident(role);
  const s = ident(schema);
  return [
    `GRANT USAGE ON SCHEMA ${s} TO ${r}`,
    `GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA ${s} TO ${r}`,
    // TRUNCATE (skips the append-only trigger), REFERENCES and TRIGGER: never, on any table.
    `REVOKE TRUNCATE, REFERENCES, TRIGGER ON ALL TABLES IN SCHEMA ${s} FROM ${r}`,
    `GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA ${s} TO ${r}`,
    `GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA ${s} TO ${r}`,
    ...APPEND_ONLY_TABLES.flatMap((table) => [
      `REVOKE ALL ON TABLE ${s}.${ident(table)} FROM PUBLIC, ${r}`,
      `GRANT SELECT, INSERT ON TABLE ${s}.${ident(table)} TO ${r}`,
    ]),
    `REVOKE ALL ON TABLE ${s}.schema_migrations FROM ${r}`,
    `GRANT SELECT ON TABLE ${s}.schema_migrations TO ${r}`,
    // Tables a later migration makes (run by this owner) are the API's to read and write at once; an
    // append-only one is narrowed by the server's next grant run, which follows every migration run.
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${r}`,
    `ALTER DEFAULT PRIVILEGES IN SCHEMA ${s} GRANT USAGE, SELECT ON SEQUENCES TO ${r}`,
  ];
}

/**
 * Grants `role` the API's rights on the owner session's current schema, creating the role (LOGIN, with
 * `password` when given) if it does not exist. Refuses a role that is a superuser or owns the audit
 * log: it could undo any grant. Answers the schema.
 */
export async function grantAppRole(
  owner: RawSession,
  role: string,
  options: { create?: boolean; password?: string | undefined } = {},
): Promise<string> {
  if (!ROLE_NAME.test(role)) {
    throw new Error(`The API's role must be a plain lower-case name (letters, digits, _), not "${role}".`);
  }
  const [here] = await owner.query<{ schema: string; me: string }>(
    'SELECT current_schema() AS schema, current_user AS me',
  );
  if (!here?.schema) throw new Error('The owner connection has no current schema.');
  if (role === here.me)
    throw new Error(`"${role}" is the owner's own role: the API needs a role of its own.`);
  const exists = (
    await owner.query<{ super: boolean }>('SELECT rolsuper AS super FROM pg_roles WHERE rolname = $1', [role])
  )[0];
  if (!exists) {
    if (!options.create)
      throw new Error(`The role "${role}" does not exist (create it with admin db:app-role).`);
    const password = options.password ? ` PASSWORD '${options.password.replace(/'/g, "''")}'` : '';
    await owner.exec(`CREATE ROLE ${ident(role)} LOGIN${password}`);
  } else if (exists.super) {
    throw new Error(`"${role}" is a superuser: it could change any table. Give the API an ordinary role.`);
  } else if (options.password) {
    await owner.exec(`ALTER ROLE ${ident(role)} PASSWORD '${options.password.replace(/'/g, "''")}'`);
  }
  const owners = await owner.query<{ table: string }>(
    `SELECT c.relname AS table FROM pg_class c JOIN pg_roles r ON r.oid = c.relowner
      WHERE c.relnamespace = (SELECT oid FROM pg_namespace WHERE nspname = current_schema()) AND r.rolname = $1 AND c.relname = ANY($2)`,
    [role, [...APPEND_ONLY_TABLES]],
  );
  if (owners.length > 0) {
    throw new Error(
      `"${role}" owns ${owners.map((o) => o.table).join(', ')}: run the migrations as another role (MIGRATION_DATABASE_URL) and ALTER TABLE … OWNER TO it.`,
    );
  }
  await owner.exec(['BEGIN', ...appRoleGrants(role, here.schema), 'COMMIT'].join(';\n'));
  return here.schema;
}

/** The role a handle's connections run as. */
export async function currentRole(handle: DbHandle): Promise<string> {
  const [row] = await handle.withSession((s) => s.query<{ me: string }>('SELECT current_user AS me'));
  return row?.me ?? '';
}

/**
 * Migrates the database `app` is on: as MIGRATION_DATABASE_URL's role when it is set (then grants the
 * API's role, DATABASE_URL's, its rights after the run), else through `app` itself (the demo, PGlite,
 * or a single-role server).
 */
export async function migrateAsOwner(
  config: Pick<Config, 'migrationDatabaseUrl'>,
  app: DbHandle,
  options: { schema?: string } = {},
): Promise<MigrationResult & { grantedTo?: string }> {
  if (!config.migrationDatabaseUrl || app.kind !== 'postgres') return migrate(app);
  const owner = await createDatabase({
    databaseUrl: config.migrationDatabaseUrl,
    poolSize: 1,
    ...(options.schema ? { schema: options.schema } : {}),
  });
  try {
    const result = await migrate(owner);
    const role = await currentRole(app);
    if (role === (await currentRole(owner))) return result;
    await owner.withSession((s) => grantAppRole(s, role));
    return { ...result, grantedTo: role };
  } finally {
    await owner.close();
  }
}

/** The owner's URL for commands that change the schema or the roles (MIGRATION_DATABASE_URL, else DATABASE_URL). */
export function ownerUrl(config: Pick<Config, 'migrationDatabaseUrl' | 'databaseUrl'>): string | undefined {
  return config.migrationDatabaseUrl ?? config.databaseUrl;
}
