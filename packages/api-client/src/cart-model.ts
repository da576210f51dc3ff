/*
 * The cart model: what a cart line is and the changes made to a cart, as pure functions over arrays of
 * lines. The signed-in cart (answers of the cart calls), the visitor's cart in browser storage and the
 * partner pages' cart (the widgets) all change through these, so the rules (print books have a
 * quantity, at most MAX_COPIES copies, one line per book) are written once. Zod-free: the store's first
 * chunk and the widgets' bundle carry it; `CartItem` in the contract is the server's schema of a line.
 */
import type { PriceData } from './money';

/**
 * The most copies of one book a cart holds: the cart calls' maximum quantity, the partner cart's cap
 * and the database's CHECK (migration 013; apps/api/test reads the constraint back against this).
 */
export const MAX_COPIES = 99;

/** Print books have a quantity; ebooks and audiobooks are bought once. */
export const hasQuantity = (type: string): boolean => type === 'printbook';

/** What every cart line holds, wherever it is kept; each cart adds its own fields (a partner's country). */
export interface CartLine<Id extends number | string = number | string> {
  /** The line's id: the server's or a local one in the store, the book uid on a partner page. */
  id: Id;
  quantity: number;
  book: { uid: string; title: string; type: string; price: PriceData };
}

/** The copies a line of this book type holds: a print book's between 1 and MAX_COPIES, other types 1. */
export function copiesOf(type: string, quantity: number): number {
  if (!hasQuantity(type)) return 1;
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.min(Math.max(1, whole), MAX_COPIES);
}

/**
 * The cart with `line` added. A book already in the cart keeps its line and id, takes the new line's
 * data (a fresher price) and, as a print book, gains `line.quantity` copies; a new book is appended.
 */
export function addLine<T extends CartLine>(items: readonly T[], line: T): T[] {
  const existing = items.find((item) => item.book.uid === line.book.uid);
  if (!existing) return [...items, { ...line, quantity: copiesOf(line.book.type, line.quantity) }];
  const quantity = copiesOf(line.book.type, existing.quantity + line.quantity);
  return items.map((item) => (item === existing ? { ...item, ...line, id: item.id, quantity } : item));
}

/** The cart with one line's quantity moved by `by` (kept within `copiesOf`). */
export function changeQuantity<T extends CartLine>(items: readonly T[], id: T['id'], by: number): T[] {
  return items.map((item) =>
    item.id === id ? { ...item, quantity: copiesOf(item.book.type, item.quantity + by) } : item,
  );
}

/** The cart without one line. */
export function removeLine<T extends CartLine>(items: readonly T[], id: T['id']): T[] {
  return items.filter((item) => item.id !== id);
}

/** The cart with other lines added one by one (a partner's cart into the visitor's), by `addLine`. */
export function mergeLines<T extends CartLine>(items: readonly T[], lines: readonly T[]): T[] {
  return lines.reduce<T[]>((merged, line) => addLine(merged, line), [...items]);
}

/** The next local id after the highest numeric one (a visitor's lines before the server numbers them). */
export function nextLocalId(items: readonly CartLine[]): number {
  return items.reduce((max, item) => (typeof item.id === 'number' ? Math.max(max, item.id) : max), 0) + 1;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** Whether a stored value is a whole cart line (storage holds whatever a user, a script or an old version wrote). */
export function isCartLine(value: unknown): value is CartLine {
  if (!isRecord(value) || !isRecord(value.book) || !isRecord(value.book.price)) return false;
  const { id, quantity } = value;
  const book = value.book;
  const price = value.book.price;
  return (
    (typeof id === 'number' || typeof id === 'string') &&
    typeof quantity === 'number' &&
    Number.isInteger(quantity) &&
    quantity >= 1 &&
    quantity <= MAX_COPIES &&
    typeof book.uid === 'string' &&
    typeof book.title === 'string' &&
    typeof book.type === 'string' &&
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
