/*
 * Money (and counts, which group digits the same way), written once for the store, the kit, the widgets
 * and the API's mails and messages. Zod-free and React-free, so it is cheap in a first chunk and
 * importable by the API (`./constants`).
 *
 * Numbers are written by hand rather than with `Intl`: a page's first `Intl` call loads the browser's
 * locale data, 50–70 ms on this repository's test machine and four times that on Lighthouse's throttled
 * phone, one long task in the middle of hydration (docs/decisions-issue-26.md, "No Intl on a public
 * page's first render"). Grouping digits needs none of it.
 */

/** The price shape the API sends on books and cart items. */
export interface PriceData {
  amount: number | string;
  currency_symbol: string;
}

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

/** An amount as a number: numeric strings from the API (`"12,500.00"`) included; NaN when it is not one. */
function toNumber(amount: number | string): number {
  if (typeof amount === 'number') return amount;
  const text = String(amount).replace(/,/g, '').trim();
  return text === '' ? Number.NaN : Number(text);
}

/**
 * An amount in integer minor units (kobo, pence, cents): `toMinorUnits(19.99)` gives `1999`,
 * `toMinorUnits('0.1')` gives `10`. Money is added and multiplied in minor units only, so float drift
 * (`0.1 + 0.2`, `19.99 * 3`) never reaches a total. A non-numeric amount counts as 0.
 */
export function toMinorUnits(amount: number | string): number {
  const value = toNumber(amount);
  return Number.isFinite(value) ? Math.round(value * 100) : 0;
}

/** Integer minor units back to an amount with at most two decimals: `fromMinorUnits(5997)` gives `59.97`. */
export function fromMinorUnits(minor: number): number {
  return Math.round(minor) / 100;
}

/**
 * Formats an amount the way the spec shows prices (§9): two decimals, comma thousands separators and
 * the currency symbol in front, e.g. `formatPrice(12500, '₦')` gives `₦12,500.00`. Amounts may arrive
 * as numeric strings from the API; anything that is not a number is shown unchanged.
 */
export function formatPrice(amount: number | string, currencySymbol = ''): string {
  const value = toNumber(amount);
  if (!Number.isFinite(value)) return `${currencySymbol}${String(amount)}`;
  // Round to minor units first so that -0.001 prints as "₦0.00", never "-₦0.00".
  const cents = Math.round(value * 100);
  return `${cents < 0 ? '-' : ''}${currencySymbol}${formatMinorUnits(cents)}`;
}

/** Unit price times quantity, computed in minor units: `lineTotal(19.99, 3)` gives `59.97`. */
export function lineTotal(amount: number | string, quantity: number): number {
  return fromMinorUnits(toMinorUnits(amount) * quantity);
}

/** Sum of quantity times unit price, the spec's cart total, computed in minor units. */
export function cartTotal(items: readonly { quantity: number; book: { price: PriceData } }[]): number {
  return fromMinorUnits(
    items.reduce((sum, item) => sum + toMinorUnits(item.book.price.amount) * item.quantity, 0),
  );
}

/** Sum of quantities, the spec's cart count. */
export function cartCount(items: readonly { quantity: number }[]): number {
  return items.reduce((sum, item) => sum + item.quantity, 0);
}
