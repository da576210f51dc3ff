/*
 * Calendar days written by hand, not with `Intl.DateTimeFormat`: the first `Intl` call of a page loads the
 * browser's locale data, a long task in the middle of hydration (docs/decisions-issue-26.md, "No Intl on
 * a public page's first render"). The month names are the ones en-GB's short form uses ("Sept").
 */
// A literal, not a split string: a call at a module's top level would keep it in bundles that never use it.
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'];

/**
 * "3 Nov 2026": the UTC calendar day of an ISO date-time (or the day of a date alone), so a page the
 * server renders and the browser hydrates shows the same text wherever the reader is. The text as sent
 * when it is not a date.
 */
export function formatUtcDay(value: string): string {
  const date = new Date(value.length === 10 ? `${value}T00:00Z` : value);
  if (Number.isNaN(date.getTime())) return value;
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
