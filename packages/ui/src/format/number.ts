/*
 * Numbers as the store writes them (en-US: "1,204", "12,500.00"), by hand rather than with `Intl`.
 * A page's first `Intl` call loads the browser's locale data: 50–70 ms on this repository's test
 * machine and four times that on Lighthouse's throttled phone, one long task in the middle of
 * hydration (docs/decisions-issue-26.md, "No Intl on a public page's first render"). Grouping digits
 * needs none of it.
 */

/** Digits in groups of three: `groupThousands('1204')` gives `"1,204"`. */
function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * A count with thousands separators, as `count.toLocaleString('en-US')` writes it: `formatCount(1204)`
 * gives `"1,204"`. Anything but a safe integer is left to `toLocaleString`.
 */
export function formatCount(count: number): string {
  if (!Number.isSafeInteger(count)) return count.toLocaleString('en-US');
  return count < 0 ? `-${groupThousands(String(-count))}` : groupThousands(String(count));
}

/**
 * Integer minor units (kobo, cents) as an amount with two decimals and thousands separators, without
 * a sign: `formatMinorUnits(1250000)` gives `"12,500.00"`, `formatMinorUnits(-5)` gives `"0.05"`. The
 * digits are the number's own (`String`), never divided by 100: exact for every safe integer.
 */
export function formatMinorUnits(minor: number): string {
  const digits = String(Math.abs(minor)).padStart(3, '0');
  return `${groupThousands(digits.slice(0, -2))}.${digits.slice(-2)}`;
}
