const DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-GB', {
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** "3 Nov 2026" from an ISO date or date-time; the text as sent when it is not a date. */
export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? value : DATE.format(date);
}

/** "3 Nov 2026, 14:05" from an ISO date-time: when something happened, for activity lists. */
export function formatDateTime(value: string): string {
  return DATE_TIME.format(new Date(value));
}

/** "done" from "in_progress" style statuses: words for people. */
export function humanize(value: string): string {
  const text = value.replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** "1 book", "12 books", "1,204 books". */
export function bookCount(count: number): string {
  return `${count.toLocaleString('en-US')} ${count === 1 ? 'book' : 'books'}`;
}
