/*
 * The cart model: what a cart line is, its limits and the one reading of a stored cart; the changes
 * are in cart-changes.ts, entry `./cart` (apart, so a first chunk that only reads a stored cart, through
 * `./constants`, does not carry them).
 * The signed-in cart (answers of the cart calls), the visitor's cart in browser storage and the
 * partner pages' cart (the widgets) all follow these, so the rules (print books have a quantity, at
 * most MAX_COPIES copies, one line per book) are written once. Zod-free: the store's first chunk and
 * the widgets' bundle carry it; `CartItem` in the contract is the server's schema of a line.
 */
import type { PriceData } from './money';

/**
 * The most copies of one book a cart holds: the cart calls' maximum quantity, the partner cart's cap
 * and the database's CHECK (migration 013; apps/api/test reads the constraint back against this).
 */
export const MAX_COPIES = 99;

/** What every cart line holds, wherever it is kept; each cart adds its own fields (a partner's country). */
export interface CartLine<Id extends number | string = number | string> {
  /** The line's id: the server's or a local one in the store, the book uid on a partner page. */
  id: Id;
  quantity: number;
  book: { uid: string; title: string; type: string; price: PriceData };
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a stored value is a whole cart line (storage holds whatever a user, a script or an old version wrote). */
export function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value) || !isRecord(value.book) || !isRecord(value.book.price)) return false;
  const { id, quantity } = value;
  const { uid, title, type, price } = value.book;
  return (
    (typeof id === 'number' || typeof id === 'string') &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_COPIES &&
    typeof uid === 'string' &&
    typeof title === 'string' &&
    typeof type === 'string' &&
    typeof price.amount === 'number' &&
    typeof price.currency_symbol === 'string'
  );
}

/**
 * The lines of a stored cart (a JSON array, or `{ items: [...] }`), each kept when it is a whole cart
 * line and fits the cart it is read into (`fits`: its own id kind and fields); anything else, a broken
 * text included, is dropped rather than thrown.
 */
export function parseCartLines<T extends CartLine>(
  text: string | null,
  fits: (line: CartLine) => line is T,
): T[] {
  if (!text) return [];
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return [];
  }
  const lines = isRecord(parsed) && !Array.isArray(parsed) ? parsed.items : parsed;
  if (!Array.isArray(lines)) return [];
  return lines.filter((line): line is T => isCartLine(line) && fits(line));
}
