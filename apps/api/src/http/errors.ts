import type { z } from 'zod';
import {
  addFieldError,
  BadRequest,
  Conflict,
  DomainError,
  Forbidden,
  Invalid,
  NotFound,
  RateLimited,
  Unavailable,
  UpstreamFailed,
  type FieldErrors,
} from '../domain/errors.ts';

// The HTTP layer refuses with the services' own helpers too: the edge answers both the same way.
export {
  addFieldError,
  forbidden,
  invalid,
  notFound,
  validationFailed,
  type FieldErrors,
} from '../domain/errors.ts';

/** An error answer the client is meant to read: `{ message, errors? }` with its status. */
export class HttpError extends Error {
  readonly status: number;
  readonly errors: FieldErrors | undefined;
  /** Headers the answer carries (`Retry-After` on a 429). */
  readonly headers: Readonly<Record<string, string>>;

  constructor(status: number, message: string, errors?: FieldErrors, headers: Record<string, string> = {}) {
    super(message);
    this.status = status;
    this.errors = errors;
    this.headers = headers;
  }
}

export const unauthenticated = (): HttpError => new HttpError(401, 'Unauthenticated.');

/** A 429 that says when to come back: `Retry-After` in whole seconds (at least 1). */
export function tooManyRequests(message: string, retryAfterMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new HttpError(429, message, undefined, { 'Retry-After': String(seconds) });
}

/** Each domain error's status (none of these classes extends another, so the order is free). */
const STATUSES: ReadonlyArray<readonly [abstract new (...args: never[]) => DomainError, number]> = [
  [BadRequest, 400],
  [Forbidden, 403],
  [NotFound, 404],
  [Conflict, 409],
  [Invalid, 422],
  [UpstreamFailed, 502],
  [Unavailable, 503],
];

/**
 * The answer an error is meant to give the client: an HttpError as it is, a service's domain error
 * mapped to its status (the one place that mapping is written), or undefined for anything else (a 500).
 */
export function toHttpError(error: unknown): HttpError | undefined {
  if (error instanceof HttpError) return error;
  if (!(error instanceof DomainError)) return undefined;
  if (error instanceof RateLimited) {
    const { message, retryAfterMs } = error;
    return retryAfterMs === undefined ? new HttpError(429, message) : tooManyRequests(message, retryAfterMs);
  }
  const status = STATUSES.find(([kind]) => error instanceof kind)?.[1];
  // A DomainError of no listed kind is a refusal all the same: the client's fault, never a 500.
  return new HttpError(status ?? 400, error.message, error.errors);
}

/** A 413 for a body past `maxBytes`, before any of it is parsed. */
export function payloadTooLarge(maxBytes: number): HttpError {
  const size =
    maxBytes >= 1024 * 1024
      ? `${Math.floor(maxBytes / (1024 * 1024))} MB`
      : `${Math.floor(maxBytes / 1024)} KB`;
  // The unread rest of the body makes the connection useless: tell the client not to reuse it.
  return new HttpError(413, `The request body is too large (at most ${size}).`, undefined, {
    Connection: 'close',
  });
}

/**
 * SQLSTATEs of values the database cannot store (class 22): a number past its column, text too long,
 * a character it cannot hold, a malformed number or date. The contract's bounds should refuse such a
 * value first, naming the field; when one slips through, the answer is still the client's 422 (never
 * a 500), with this message, which the fuzz suite (test/fuzz.test.ts) reports as a missing bound.
 */
const VALUE_ERRORS = new Set(['22001', '22003', '22007', '22008', '22021', '22P02', '22P05']);
export const UNSTORABLE_VALUE = 'A value in the request is outside what this service can store.';

/** The 422 for a database error caused by a value in the request, or undefined for any other error. */
export function unstorableValue(error: unknown): HttpError | undefined {
  for (let current = error, depth = 0; current && depth < 4; depth++) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && VALUE_ERRORS.has(code)) return new HttpError(422, UNSTORABLE_VALUE);
    current = (current as { cause?: unknown }).cause;
  }
  return undefined;
}

/** Adds a zod error's issues to `errors`, keyed by dotted path (`items.0.quantity`), `prefix` for the root. */
export function collectIssues(error: z.ZodError, errors: FieldErrors, prefix: string): void {
  for (const issue of error.issues) {
    const field = issue.path.length > 0 ? issue.path.map(String).join('.') : prefix;
    addFieldError(errors, field, humanMessage(issue, field));
  }
}

function humanMessage(issue: z.core.$ZodIssue, field: string): string {
  const label = field.replaceAll('_', ' ');
  // zod's default texts ("Invalid input: expected string, received undefined") read badly in a form.
  if (issue.code === 'invalid_type' && /received undefined/.test(issue.message)) {
    return `The ${label} field is required.`;
  }
  if (issue.message.startsWith('Invalid input') || issue.message.startsWith('Invalid option')) {
    return `The ${label} field is invalid.`;
  }
  return issue.message;
}
