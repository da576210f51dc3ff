/**
 * The refusals a service throws, named by what went wrong rather than by a status: the HTTP edge
 * (`http/errors.ts`, `toHttpError`) turns each into its answer once, so services, queries and presenters
 * never import `http/`, and a job or the CLI reads the same refusal without a status to decode.
 */

/** Messages per field (`items.0.quantity`), in the order they were found. */
export type FieldErrors = Record<string, string[]>;

/** A refusal the caller is meant to read: its message is shown as it is, with messages per field if any. */
export class DomainError extends Error {
  readonly errors: FieldErrors | undefined;

  constructor(message: string, errors?: FieldErrors) {
    super(message);
    this.name = new.target.name;
    this.errors = errors;
  }
}

/** The thing named does not exist (or is not the caller's to see). */
export class NotFound extends DomainError {
  constructor(message = 'The requested resource was not found.') {
    super(message);
  }
}

/** The caller may not do this. */
export class Forbidden extends DomainError {
  constructor(message = 'This action is unauthorized.') {
    super(message);
  }
}

/** The thing is not in a state that allows this (already settled, taken, decided by someone else). */
export class Conflict extends DomainError {}

/** The request itself is malformed in a way no field names (a header, a part's size). */
export class BadRequest extends DomainError {}

/** Something this depends on (the payment provider) cannot serve the request now. */
export class Unavailable extends DomainError {}

/** A service this one called (the payment provider) failed or refused the work it was asked to do. */
export class UpstreamFailed extends DomainError {}

/** Too many attempts: come back after `retryAfterMs` (when the limit knows when it ends). */
export class RateLimited extends DomainError {
  readonly retryAfterMs: number | undefined;

  constructor(message: string, retryAfterMs?: number) {
    super(message);
    this.retryAfterMs = retryAfterMs;
  }
}

/**
 * Values the request carries that cannot be accepted, with every message per field. Without a message
 * of its own it reads like Laravel's 422: the first message, then "(and N more errors)".
 */
export class Invalid extends DomainError {
  constructor(errors: FieldErrors | undefined, message = summaryOf(errors ?? {})) {
    super(message, errors);
  }
}

function summaryOf(errors: FieldErrors): string {
  const messages = Object.values(errors).flat();
  const first = messages[0] ?? 'The given data was invalid.';
  const more = messages.length - 1;
  return more > 0 ? `${first} (and ${more} more error${more > 1 ? 's' : ''})` : first;
}

export const notFound = (what?: string): NotFound => new NotFound(what);
export const forbidden = (message?: string): Forbidden => new Forbidden(message);

/** A refusal of one field, the way a validation failure would report it. */
export const invalid = (field: string, message: string): Invalid => validationFailed({ [field]: [message] });

/** A refusal of every field in `errors`. */
export const validationFailed = (errors: FieldErrors): Invalid => new Invalid(errors);

/** Adds one message to a field's list; a field named like an Object member (`constructor`) included. */
export function addFieldError(errors: FieldErrors, field: string, message: string): void {
  if (Object.hasOwn(errors, field)) errors[field]?.push(message);
  else
    Object.defineProperty(errors, field, {
      value: [message],
      enumerable: true,
      writable: true,
      configurable: true,
    });
}
