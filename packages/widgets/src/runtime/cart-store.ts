import { addLine, changeQuantity, removeLine } from '@bookstore/api-client/cart';
import { cartCount, parseCartLines, type CartLine } from '@bookstore/api-client/constants';
import type { EventBook, HandoffItem } from './events';

/**
 * The partner cart: kept in the partner page's own localStorage (first-party, no third-party cookies),
 * shared by every widget on the page and synchronised across the page's tabs. Its changes are the cart
 * model's (`@bookstore/api-client/cart`), like the store's carts.
 */

export const CART_STORAGE_KEY = 'bookstore:cart';

/** A cart item with what the drawer shows, so the cart renders without calling the API. */
export interface PartnerCartItem extends CartLine<string> {
  /** The book uid doubles as the cart item id: one line per book. */
  id: string;
  /** The country whose currency `book.price` is in. */
  country: string;
  book: {
    uid: string;
    title: string;
    type: string;
    cover_path: string | null;
    price: EventBook['price'];
  };
}

export interface PartnerCart {
  getItems(): readonly PartnerCartItem[];
  subscribe(listener: () => void): () => void;
  /** Adds one book; a print book already in the cart gains quantity, other types stay at 1. */
  add(book: PartnerCartItem['book'], country: string, quantity?: number): void;
  increase(id: string): void;
  decrease(id: string): void;
  remove(id: string): void;
  /** Replaces a line's book data (fresh prices for another country). */
  update(id: string, book: PartnerCartItem['book'], country: string): void;
  clear(): void;
  /** The lines handed to the store. */
  handoffItems(): HandoffItem[];
  count(): number;
}

/** A stored line of this cart: the uid as its id and the country of its price. */
const isPartnerLine = (line: CartLine): line is PartnerCartItem =>
  typeof line.id === 'string' && typeof (line as Partial<PartnerCartItem>).country === 'string';

/** Reads stored items, dropping anything malformed (another script may have written the key). */
export function parseStoredCart(text: string | null): PartnerCartItem[] {
  return parseCartLines(text, isPartnerLine);
}

/** Storage that may be missing or throw (Safari private mode, blocked storage): memory then. */
export function createPartnerCart(storage: Storage | undefined, key = CART_STORAGE_KEY): PartnerCart {
  const read = (): PartnerCartItem[] => {
    try {
      return parseStoredCart(storage?.getItem(key) ?? null);
    } catch {
      return [];
    }
  };
  let items: readonly PartnerCartItem[] = read();
  const listeners = new Set<() => void>();
  const notify = () => {
    for (const listener of [...listeners]) listener();
  };
  const write = (next: readonly PartnerCartItem[]) => {
    items = next;
    try {
      if (next.length === 0) storage?.removeItem(key);
      else storage?.setItem(key, JSON.stringify({ version: 1, items: next }));
    } catch {
      // Storage full or blocked: the cart still works for this page view.
    }
    notify();
  };
  const onStorage = (event: StorageEvent) => {
    if (event.key !== key && event.key !== null) return;
    items = read();
    notify();
  };

  return {
    getItems: () => items,
    subscribe(listener) {
      if (listeners.size === 0 && typeof window !== 'undefined')
        window.addEventListener('storage', onStorage);
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0 && typeof window !== 'undefined')
          window.removeEventListener('storage', onStorage);
      };
    },
    add(book, country, quantity = 1) {
      write(addLine(items, { id: book.uid, quantity, country, book }));
    },
    increase(id) {
      write(changeQuantity(items, id, 1));
    },
    decrease(id) {
      write(changeQuantity(items, id, -1));
    },
    remove(id) {
      write(removeLine(items, id));
    },
    update(id, book, country) {
      write(items.map((item) => (item.id === id ? { ...item, book, country } : item)));
    },
    clear() {
      write([]);
    },
    handoffItems: () => items.map((item) => ({ uid: item.book.uid, quantity: item.quantity })),
    count: () => cartCount(items),
  };
}

let pageCart: PartnerCart | undefined;

/** The page's partner cart, created on first use (never at import time). */
export function getPartnerCart(): PartnerCart {
  if (!pageCart) {
    let storage: Storage | undefined;
    try {
      storage = typeof window === 'undefined' ? undefined : window.localStorage;
    } catch {
      storage = undefined;
    }
    pageCart = createPartnerCart(storage);
  }
  return pageCart;
}

/** Drops the page cart instance so the next use reads storage again (tests). */
export function resetPartnerCart(): void {
  pageCart = undefined;
}
