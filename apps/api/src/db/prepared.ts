import type pg from 'pg';

/** Statements a connection keeps prepared, at most: beyond it, new texts run unnamed as before. */
export const MAX_PREPARED_STATEMENTS = 500;

/** Parameterized data statements only: no scripts (several commands), no DDL, no transaction control. */
const PREPARABLE = /^\s*\(?\s*(?:select|insert|update|delete|with)\b/i;

/**
 * Names every parameterized query a PostgreSQL connection runs, so the server parses and plans each
 * query text once per connection and then only binds and executes it: the catalogue's reads are a
 * handful of texts run thousands of times, and their planning cost as much as running them.
 *
 * The same text always gets the same name (node-postgres keeps per connection which names it has
 * prepared), and the server still re-plans when the schema or search_path under a statement changes.
 * The number of names is capped: queries whose text varies (an `IN` list of any length) cannot fill
 * the server's memory.
 */
export class PreparedStatements {
  readonly #names = new Map<string, string>();
  readonly #max: number;

  constructor(max = MAX_PREPARED_STATEMENTS) {
    this.#max = max;
  }

  /** The statement name for a query text, or undefined when it runs unnamed. */
  nameFor(text: string, values: readonly unknown[] | undefined): string | undefined {
    if (!values || values.length === 0 || !PREPARABLE.test(text)) return undefined;
    let name = this.#names.get(text);
    if (name === undefined && this.#names.size < this.#max) {
      name = `bk${this.#names.size + 1}`;
      this.#names.set(text, name);
    }
    return name;
  }

  /** Makes a pool's connections prepare their parameterized queries (call once, before any query). */
  install(pool: pg.Pool): void {
    pool.on('connect', (client) => {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      // node-postgres's query() is overloaded; only its (text, values[, callback]) form is named here,
      // which is the form Kysely's driver uses. Every other form passes through untouched.
      (client as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [text, values, ...rest] = args;
        if (typeof text === 'string' && Array.isArray(values)) {
          const name = this.nameFor(text, values);
          if (name !== undefined) return query({ name, text, values }, ...rest);
        }
        return query(...args);
      };
    });
  }

  /** How many query texts have a name so far. */
  get size(): number {
    return this.#names.size;
  }
}
