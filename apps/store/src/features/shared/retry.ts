import { ApiError } from '@bookstore/api-client';

/** "in 45 seconds", "in 3 minutes": how long a 429 asks to wait, rounded up to what a person reads. */
export function waitFor(seconds: number): string {
  if (seconds < 60) return seconds === 1 ? '1 second' : `${seconds} seconds`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minute' : `${minutes} minutes`;
}

/** A 429's text for the user: the server's reason and "Try again in …" from its `Retry-After`. */
export function tooManyRequestsMessage(error: ApiError): string {
  const reason = error.message || 'Too many attempts.';
  if (error.retryAfter === null) return reason;
  // The server's text may already say "try again"; the wait is what it lacks.
  const sentence = reason.replace(/\s*(please wait[^.]*and )?try again[^.]*\.?$/i, '').replace(/\.?$/, '.');
  return `${sentence} Try again in ${waitFor(Math.max(1, error.retryAfter))}.`;
}

export function isTooManyRequests(error: unknown): error is ApiError {
  return error instanceof ApiError && error.status === 429;
}
