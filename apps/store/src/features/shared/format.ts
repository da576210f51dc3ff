import { formatCount } from '@bookstore/ui';

/*
 * Dates by hand, not with `Intl.DateTimeFormat`: the first `Intl` call of a page loads the browser's
 * locale data, a long task in the middle of hydration (a book page shows its publication date;
 * docs/decisions-issue-26.md, "No Intl on a public page's first render"). The month names are the
 * ones en-GB's short form uses ("Sept").
 */
const MONTHS = 'Jan Feb Mar Apr May Jun Jul Aug Sept Oct Nov Dec'.split(' ');

/**
 * "3 Nov 2026" from an ISO date or date-time; the text as sent when it is not a date. A date
 * (`2026-11-03`) is that calendar day wherever the reader is; a date-time is the reader's local day,
 * as before.
 */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  // A date alone is read as the reader's midnight (ISO: no offset, local time), not UTC's.
  const date = new Date(value.length === 10 ? `${value}T00:00` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getDate()} ${MONTHS[date.getMonth()]} ${date.getFullYear()}`;
}

/** "Sept 2026": a date's month in UTC, as the statistics calls count months (chart axes). */
export function formatMonthUtc(date: Date): string {
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}

let dateTime: Intl.DateTimeFormat | undefined;

/**
 * "3 Nov 2026, 14:05" from an ISO date-time: when something happened, for activity lists (screens of a
 * signed-in user, never server-rendered: its formatter is made on first use).
 */
export function formatDateTime(value: string): string {
  dateTime ??= new Intl.DateTimeFormat('en-GB', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTime.format(new Date(value));
}

/** "done" from "in_progress" style statuses: words for people. */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 book", "12 books", "1,204 books". */
export function bookCount(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'book' : 'books'}`;
}

/**
 * What an answer other than 2xx for one of the store's signed file links (a book's EPUB, an audiobook's
 * track) means for the reader or listener: the links expire after an hour, files can be gone.
 */
export function fileRefusalReason(status: number): string {
  if (status === 401 || status === 403 || status === 410) return 'its link has expired or is not valid';
  if (status === 404) return 'the file was not found';
  if (status >= 500) return 'the server could not send it';
  return `the server answered ${status}`;
}
