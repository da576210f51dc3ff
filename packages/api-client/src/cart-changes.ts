/*
 * The changes made to a cart, as pure functions over arrays of cart lines (cart-model.ts): the visitor's
 * cart, the hand-off of a partner's cart and the partner cart (the widgets) make them all here.
 */
import { MAX_COPIES, type CartLine } from './cart-model';

/** Print books have a quantity; ebooks and audiobooks are bought once. */
export const hasQuantity = (type: string): boolean => type === 'printbook';

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
