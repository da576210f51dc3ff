import type pg from 'pg';
import { PLANNED_PER_CALL } from './plans.ts';

/** Statements one connection keeps prepared, at most: the least recently used is dropped for a new one. */
export const MAX_PREPARED_STATEMENTS = 100;

/** Data statements only: no DDL, no transaction control (scripts of several commands: see `use`). */
const PREPARABLE = /^\s*\(?\s*(?:select|insert|update|delete|with)\b/i;

/** What a connection does for one query: run it under `name`, after dropping `evicted` if set. */
export interface StatementUse {
  name: string;
  evicted?: string;
}

/**
 * One connection's prepared statements, by query text, least recently used first. A text keeps its
 * name while it stays in the cache; names are never reused, so a statement dropped from the cache and
 * needed again is prepared afresh under a new name.
 */
export class StatementNames {
  readonly #names = new Map<string, string>();
  readonly #max: number;
  #issued = 0;

  constructor(max = MAX_PREPARED_STATEMENTS) {
    if (!Number.isInteger(max) || max < 1) throw new Error(`A statement cache holds at least one: ${max}`);
    this.#max = max;
  }

  /**
   * The name to run a query under, or undefined when it runs unnamed: not a data statement, or sent
   * without a values array (a raw client's script). A data statement without parameters (Kysely sends
   * `[]`) is named too, unless it could hold several statements (a `;`): the catalogue's menus and the
   * home page's lists and categories are such texts, parsed and planned at every call before.
   */
  use(text: string, values: readonly unknown[] | undefined): StatementUse | undefined {
    if (!values || text.startsWith(PLANNED_PER_CALL)) return undefined;
    const known = this.#names.get(text);
    if (known !== undefined) {
      // Most recently used goes last.
      this.#names.delete(text);
      this.#names.set(text, known);
      return { name: known };
    }
    // Only a text seen for the first time needs checking: every known one passed.
    if (!PREPARABLE.test(text) || (values.length === 0 && text.includes(';'))) return undefined;
    let evicted: string | undefined;
    if (this.#names.size >= this.#max) {
      const [oldest] = this.#names;
      if (oldest) {
        this.#names.delete(oldest[0]);
        evicted = oldest[1];
      }
    }
    this.#issued += 1;
    const name = `bk${this.#issued}`;
    this.#names.set(text, name);
    return evicted === undefined ? { name } : { name, evicted };
  }

  /** How many texts this connection has prepared now. */
  get size(): number {
    return this.#names.size;
  }
}

/** node-postgres's socket (not part of its typed API). */
interface SocketOf {
  connection?: { stream?: { cork?: () => void; uncork?: () => void } };
}

/** node-postgres's record of the statements a connection has parsed (not part of its typed API). */
interface ParsedStatements {
  connection?: { parsedStatements?: Record<string, string> };
}

/**
 * Makes every connection of a PostgreSQL pool run its parameterized queries as named prepared
 * statements: the server parses a text once per connection and then only binds and executes it. The
 * catalogue's reads are a few hundred texts run thousands of times; with their status and page sizes
 * written as literals, the server settles on one plan per text (its "generic" plan, when that costs no
 * more than planning each call) and skips planning, which took longer than running them.
 *
 * Each connection keeps at most `max` statements: when a new text needs room, the least recently used
 * one is deallocated on the server first, so texts that vary without end (every page of a listing, an
 * `IN` list of any length) cannot fill its memory.
 */
export function prepareStatements(pool: pg.Pool, max = MAX_PREPARED_STATEMENTS): void {
  pool.on('connect', (client) => {
    const names = new StatementNames(max);
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    // node-postgres's query() is overloaded; only its (text, values[, callback]) form is named here,
    // which is the form Kysely's driver uses. Every other form passes through untouched.
    const socket = (client as SocketOf).connection?.stream;
    const stream =
      typeof socket?.cork === 'function' && typeof socket.uncork === 'function'
        ? { cork: socket.cork.bind(socket), uncork: socket.uncork.bind(socket) }
        : undefined;
    const run = (...args: unknown[]) => {
      const [text, values, ...rest] = args;
      if (typeof text === 'string' && Array.isArray(values)) {
        const use = names.use(text, values);
        if (use) {
          if (use.evicted) deallocate(client, query, use.evicted);
          return query({ name: use.name, text, values }, ...rest);
        }
      }
      return query(...args);
    };
    (client as { query: (...args: unknown[]) => unknown }).query = stream
      ? (...args: unknown[]) => {
          // node-postgres writes each message of a query (bind, describe, execute, sync: and parse
          // the first time) to the socket on its own: one system call each. A query on an idle
          // connection is sent within this call, so corked they leave in one write.
          stream.cork();
          try {
            return run(...args);
          } finally {
            stream.uncork();
          }
        }
      : run;
  });
}

/**
 * Drops a statement on the server. The client runs its queries in order, so anything already queued
 * under that name runs first; node-postgres forgets the name once the server has dropped it. Only a
 * statement the server parsed is dropped (a text whose parse failed left nothing to drop, and
 * DEALLOCATE of an unknown name would fail the transaction it ran in). A failure (inside a transaction
 * that had already failed) leaves the statement until the connection closes.
 */
function deallocate(client: pg.PoolClient, query: (...args: unknown[]) => unknown, name: string): void {
  const parsed = (client as ParsedStatements).connection?.parsedStatements;
  if (parsed?.[name] === undefined) return;
  const done = query(`DEALLOCATE ${name}`) as Promise<unknown>;
  done.then(
    () => {
      delete parsed[name];
    },
    () => undefined,
  );
}
