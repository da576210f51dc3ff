import type { PGlite } from '@electric-sql/pglite';
import {
  CompiledQuery,
  PostgresAdapter,
  PostgresIntrospector,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  type QueryCompiler,
  type QueryResult,
  type TransactionSettings,
} from 'kysely';
import type { Mutex } from './mutex.ts';
import { PagingQueryCompiler } from './plans.ts';

/**
 * Kysely over PGlite. PGlite is a single connection, so every Kysely connection (one query, or a whole
 * transaction) holds a shared lock until it is released: a transaction never sees another request's
 * statements interleaved, which Kysely's bundled PGlite driver does not guarantee.
 */
export class PGliteDialect implements Dialect {
  readonly #pglite: PGlite;
  readonly #mutex: Mutex;

  constructor(pglite: PGlite, mutex: Mutex) {
    this.#pglite = pglite;
    this.#mutex = mutex;
  }

  createAdapter(): DialectAdapter {
    return new PostgresAdapter();
  }

  createDriver(): Driver {
    return new PGliteDriver(this.#pglite, this.#mutex);
  }

  createQueryCompiler(): QueryCompiler {
    // The same SQL as on the server path (see plans.ts), though PGlite prepares nothing.
    return new PagingQueryCompiler();
  }

  // Kysely's introspector is typed over any database schema.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  createIntrospector(db: Kysely<any>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
}

class PGliteConnection implements DatabaseConnection {
  readonly #pglite: PGlite;
  release: () => void = () => {};

  constructor(pglite: PGlite) {
    this.#pglite = pglite;
  }

  async executeQuery<R>(compiledQuery: CompiledQuery): Promise<QueryResult<R>> {
    const result = await this.#pglite.query<R>(compiledQuery.sql, [...compiledQuery.parameters], {
      rowMode: 'object',
    });
    return {
      rows: result.rows,
      ...(result.affectedRows !== undefined ? { numAffectedRows: BigInt(result.affectedRows) } : {}),
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('PGlite does not stream query results');
  }
}

class PGliteDriver implements Driver {
  readonly #pglite: PGlite;
  readonly #mutex: Mutex;

  constructor(pglite: PGlite, mutex: Mutex) {
    this.#pglite = pglite;
    this.#mutex = mutex;
  }

  async init(): Promise<void> {
    await this.#pglite.waitReady;
  }

  async acquireConnection(): Promise<DatabaseConnection> {
    const connection = new PGliteConnection(this.#pglite);
    connection.release = await this.#mutex.lock();
    return connection;
  }

  async beginTransaction(connection: DatabaseConnection, settings: TransactionSettings): Promise<void> {
    let statement = 'begin';
    if (settings.isolationLevel) statement += ` isolation level ${settings.isolationLevel}`;
    if (settings.accessMode) statement += ` ${settings.accessMode}`;
    await connection.executeQuery(CompiledQuery.raw(statement));
  }

  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('commit'));
  }

  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await connection.executeQuery(CompiledQuery.raw('rollback'));
  }

  async savepoint(
    connection: DatabaseConnection,
    savepointName: string,
    compileQuery: QueryCompiler['compileQuery'],
  ): Promise<void> {
    void compileQuery;
    await connection.executeQuery(CompiledQuery.raw(`savepoint "${savepointName.replaceAll('"', '')}"`));
  }

  async rollbackToSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(`rollback to savepoint "${savepointName.replaceAll('"', '')}"`),
    );
  }

  async releaseSavepoint(connection: DatabaseConnection, savepointName: string): Promise<void> {
    await connection.executeQuery(
      CompiledQuery.raw(`release savepoint "${savepointName.replaceAll('"', '')}"`),
    );
  }

  async releaseConnection(connection: DatabaseConnection): Promise<void> {
    if (connection instanceof PGliteConnection) connection.release();
  }

  async destroy(): Promise<void> {
    if (!this.#pglite.closed) await this.#pglite.close();
  }
}
