import { cartCount } from '@bookstore/ui';
import type { EventBook, HandoffItem } from './events';

/**
 * The partner cart: kept in the partner page's own localStorage (first-party, no third-party cookies),
 * shared by every widget on the page and synchronised across the page's tabs.
 */

export const CART_STORAGE_KEY = 'bookstore:cart';
const MAX_QUANTITY = 99;

/** A cart item with what the drawer shows, so the cart renders without calling the API. */
export interface PartnerCartItem {
  /** The book uid doubles as the cart item id: one line per book. */
  id: string;
  quantity: number;
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

function isItem(value: unknown): value is PartnerCartItem {
  if (!value || typeof value !== 'object') return false;
  const item = value as Partial<PartnerCartItem>;
  const book = item.book;
  return (
    typeof item.id === 'string' &&
    typeof item.quantity === 'number' &&
    Number.isInteger(item.quantity) &&
    item.quantity >= 1 &&
    typeof item.country === 'string' &&
    !!book &&
    typeof book.uid === 'string' &&
    typeof book.title === 'string' &&
    typeof book.type === 'string' &&
    !!book.price &&
    typeof book.price.amount === 'number' &&
    typeof book.price.currency_symbol === 'string'
  );
}

/** Reads stored items, dropping anything malformed (another script may have written the key). */
export function parseStoredCart(text: string | null): PartnerCartItem[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    const items = parsed && typeof parsed === 'object' && 'items' in parsed ? parsed.items : undefined;
    return Array.isArray(items) ? items.filter(isItem) : [];
  } catch {
    return [];
  }
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
  const change = (id: string, fn: (item: PartnerCartItem) => PartnerCartItem | null) =>
    write(
      items.flatMap((item) => {
        if (item.id !== id) return [item];
        const next = fn(item);
        return next ? [next] : [];
      }),
    );

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
      const existing = items.find((item) => item.id === book.uid);
      if (!existing) {
        const first = book.type === 'printbook' ? Math.min(Math.max(1, quantity), MAX_QUANTITY) : 1;
        write([...items, { id: book.uid, quantity: first, country, book }]);
        return;
      }
      const more = book.type === 'printbook' ? Math.min(existing.quantity + quantity, MAX_QUANTITY) : 1;
      change(book.uid, (item) => ({ ...item, quantity: more, country, book }));
    },
    increase(id) {
      change(id, (item) =>
        item.book.type === 'printbook'
          ? { ...item, quantity: Math.min(item.quantity + 1, MAX_QUANTITY) }
          : item,
      );
    },
    decrease(id) {
      change(id, (item) => ({ ...item, quantity: Math.max(1, item.quantity - 1) }));
    },
    remove(id) {
      change(id, () => null);
    },
    update(id, book, country) {
      change(id, (item) => ({ ...item, book, country }));
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
