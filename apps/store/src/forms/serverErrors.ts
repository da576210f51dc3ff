import { ApiError } from '@bookstore/api-client';

/** Spec §8: the toast for a failure the user cannot fix (a server error or no answer at all). */
export const GENERIC_FAILURE_MESSAGE = 'Oops... Something went wrong';

/** What a failed submit means for the form. */
export type SubmitFailure =
  /** The server rejected fields the form has (422): each goes under its field. */
  | { kind: 'fields'; fields: Record<string, string>; message: string | null }
  /** The server refused with a message the user should read (4xx). */
  | { kind: 'message'; message: string }
  /** A server error or a network failure: the generic toast. */
  | { kind: 'unexpected'; message: string };

// The client's fallback text when a non-2xx answer carried no message; not worth showing to a person.
const FALLBACK_MESSAGE = /^Request failed with status/;

/**
 * Sorts a submit error: 422 field errors for fields the form knows go to those fields (their other
 * messages, for fields the form lacks, become the form's message); other 4xx answers give their
 * message; 5xx answers, network failures and anything else are "unexpected".
 */
export function interpretSubmitError(error: unknown, formFields: Iterable<string>): SubmitFailure {
  if (!(error instanceof ApiError) || error.status >= 500) {
    return { kind: 'unexpected', message: GENERIC_FAILURE_MESSAGE };
  }
  const ownMessage = error.message && !FALLBACK_MESSAGE.test(error.message) ? error.message : null;
  const known = new Set(formFields);
  const fields: Record<string, string> = {};
  const elsewhere: string[] = [];
  for (const [name, messages] of Object.entries(error.fieldErrors)) {
    const first = messages[0];
    if (!first) continue;
    if (known.has(name)) fields[name] = first;
    else elsewhere.push(first);
  }
  if (Object.keys(fields).length > 0) {
    return { kind: 'fields', fields, message: elsewhere.length > 0 ? elsewhere.join(' ') : null };
  }
  const message = elsewhere.length > 0 ? elsewhere.join(' ') : ownMessage;
  if (message) return { kind: 'message', message };
  return { kind: 'unexpected', message: GENERIC_FAILURE_MESSAGE };
}

/** For optional text fields: an empty box means "not given" (the schemas reject an empty string). */
export function emptyAsUndefined(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? undefined : value;
}

/** For nullable text fields of an update: an empty box clears the value. */
export function emptyAsNull(value: unknown): unknown {
  return typeof value === 'string' && value.trim() === '' ? null : value;
}
