import type { LogConfig, LogEvent } from 'kysely';

/**
 * Counts the SQL statements run through one Kysely instance (either database: the hook is Kysely's
 * query log, under both the PGlite and the node-postgres dialects), with their texts, so a test can
 * pin how many statements a request runs and a tool can show which ones. Pass `log` as the database's
 * `log` option; `take()` answers what ran since the last `take()` and starts afresh.
 */
export class StatementCounter {
  #texts: string[] = [];

  /** Kysely's log option: every statement that ran, failed ones included. */
  readonly log: LogConfig = (event: LogEvent) => {
    this.#texts.push(event.query.sql);
  };

  /** The statements since the last call (their SQL texts, in the order they ended), then forgets them. */
  take(): string[] {
    const texts = this.#texts;
    this.#texts = [];
    return texts;
  }
}
