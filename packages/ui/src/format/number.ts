/*
 * Counts as the store writes them (en-US: "1,204"), by hand rather than with `Intl`, like money
 * (`formatPrice`): a page's first `Intl` call loads the browser's locale data, one long task in the
 * middle of hydration (docs/decisions-issue-26.md, "No Intl on a public page's first render").
 */
import { groupThousands } from '@bookstore/api-client/constants';

/**
 * A count with thousands separators, as `count.toLocaleString('en-US')` writes it: `formatCount(1204)`
 * gives `"1,204"`. Anything but a safe integer is left to `toLocaleString`.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return count < 0 ? `-${groupThousands(String(-count))}` : groupThousands(String(count));
}
