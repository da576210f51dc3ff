import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** What every log line written while serving one request carries (its id), wherever it is written. */
const requestScope = new AsyncLocalStorage<{ request_id: string }>();

/** Runs `fn` with `requestId` on every log line written meanwhile (services included). */
export function withRequestId<T>(requestId: string, fn: () => Promise<T>): Promise<T> {
  return requestScope.run({ request_id: requestId }, fn);
}

/** LOG_LEVEL, else `info`; `silent` under NODE_ENV=test so test output is the tests' own. */
export function logLevel(env: Record<string, string | undefined> = process.env): string {
  const level = env.LOG_LEVEL?.trim().toLowerCase();
  if (level && (level === 'silent' || level in pino.levels.values)) return level;
  return env.NODE_ENV === 'test' ? 'silent' : 'info';
}

/**
 * One JSON object a line: `level` as its name, `time` in ISO 8601, `msg`, the request's `request_id`
 * when written while serving one, an error under `err` with its type, message and stack.
 */
export function createLogger(options: { level?: string; destination?: DestinationStream } = {}): Logger {
  return pino(
    {
      level: options.level ?? logLevel(),
      base: undefined,
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      mixin: () => requestScope.getStore() ?? {},
    },
    options.destination,
  );
}

/**
 * The process's logger: standard output, written asynchronously (a request does not wait on the write:
 * under load several lines leave in one write), and flushed synchronously when the process exits or
 * crashes (pino registers that for an asynchronous destination), so nothing written is lost.
 */
export const logger = createLogger({ destination: pino.destination({ dest: 1, sync: false }) });
