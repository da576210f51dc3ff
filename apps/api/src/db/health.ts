import { sql, type Kysely } from 'kysely';
import type { Database } from './schema.ts';

/** The answer (503) while the database cannot be reached. */
export const SERVICE_UNAVAILABLE = 'The service is unavailable. Please try again shortly.';

/** Socket errors of a connection that could not be made or was cut. */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EPIPE',
]);

/**
 * SQLSTATEs that say "the server is not there for you now", not "your statement is wrong": class 08
 * (connection exception), 53300 (too many connections), 57P01-57P03 (terminated by an administrator,
 * crash shutdown, cannot connect now), 57014 (cancelled: the statement timeout).
 */
const UNAVAILABLE_STATES = new Set(['53300', '57P01', '57P02', '57P03', '57014']);

/** node-postgres's own messages for a pool or client that lost (or never got) its connection. */
const UNAVAILABLE_MESSAGES = [
  /^Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error and is not queryable/i,
  /Client was closed and is not queryable/i,
  /^Query read timeout/i,
  /^Database check timed out/i,
];

/** True when `error` (or its cause) means the database is unreachable or cut off: a 503, not a 500. */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    if (typeof current !== 'object') return false;
    const { code, message, cause, errors } = current as {
      code?: unknown;
      message?: unknown;
      cause?: unknown;
      errors?: unknown;
    };
    if (typeof code === 'string') {
      if (NETWORK_CODES.has(code) || UNAVAILABLE_STATES.has(code) || code.startsWith('08')) return true;
    }
    if (typeof message === 'string' && UNAVAILABLE_MESSAGES.some((pattern) => pattern.test(message))) {
      return true;
    }
    // A connection to "localhost" tries ::1 and 127.0.0.1: Node reports both in an AggregateError.
    if (Array.isArray(errors) && errors.some((inner) => isDatabaseUnavailable(inner))) return true;
    current = cause;
  }
  return false;
}

export interface ReadinessResult {
  ok: boolean;
  /** What went wrong, for the operator (never the connection string). */
  message?: string;
}

/** `select 1`, bounded by `timeoutMs`: is the database answering now? */
export async function checkDatabase(db: Kysely<Database>, timeoutMs = 2000): Promise<ReadinessResult> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`Database check timed out after ${timeoutMs} ms.`)), timeoutMs);
    timer.unref();
  });
  try {
    await Promise.race([sql`select 1`.execute(db), timeout]);
    return { ok: true };
  } catch (error) {
    return { ok: false, message: error instanceof Error ? error.message : String(error) };
  } finally {
    clearTimeout(timer);
  }
}
