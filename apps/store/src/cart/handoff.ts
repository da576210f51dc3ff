import { mergeLines, nextLocalId } from '@bookstore/api-client/cart';
import type { CartBook, CartItem } from '@bookstore/api-client/contract';
import { decodeHandoff, HANDOFF_PARAM, RETURN_PARAM, COUNTRY_PARAM } from '@bookstore/widgets';
import { api } from '../api';
import { LONG_TOAST_MS, showInfo, showSuccess } from '../feedback/toast';
import { cartItems, setCartItems } from '../state/cart';
import { countryCode, setCountryCode } from '../state/country';
import { sessionActive } from '../state/session';
import { visitorLine } from './visitorCart';

export { HANDOFF_PARAM, RETURN_PARAM, COUNTRY_PARAM };

/** One line of a partner's cart, with the book it names as the store sells it. */
export interface HandoffLine {
  book: CartBook;
  quantity: number;
}

/** A partner page URL to offer as the way back: only http(s), so a `javascript:` link cannot ride in. */
export function safeReturnUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A visitor's cart with a partner's lines added (the cart model's merge): print books add their
 * quantity, an ebook or audiobook already in the cart stays once; new lines get local ids after the
 * highest one.
 */
export function mergeHandoffLines(current: readonly CartItem[], lines: readonly HandoffLine[]): CartItem[] {
  const first = nextLocalId(current);
  return mergeLines(
    current,
    lines.map(({ book, quantity }, index) => visitorLine(first + index, book, quantity)),
  );
}

// A partner's return URL lives for the browser tab, so it survives the sign-in detour and the payment page.
const RETURN_STORAGE_KEY = 'partner_return_url';

export function rememberReturnUrl(value: string | null): void {
  const url = safeReturnUrl(value);
  if (!url) return;
  try {
    sessionStorage.setItem(RETURN_STORAGE_KEY, url);
  } catch {
    // Without storage the link shows only while the URL still carries `return`.
  }
}

/** The partner page this tab came from, if any. */
export function rememberedReturnUrl(): string | undefined {
  try {
    return safeReturnUrl(sessionStorage.getItem(RETURN_STORAGE_KEY));
  } catch {
    return undefined;
  }
}

/** Dependencies of `adoptHandoff` (tests pass their own). */
export interface HandoffDeps {
  isSessionActive(): boolean;
  country(): string;
  /** The book as the store sells it in the country; rejects when it is not sold there. */
  fetchBook(uid: string, country: string): Promise<CartBook>;
  /** Adds a book to the server cart, answering the cart items. */
  addToServerCart(uid: string, quantity: number, country: string): Promise<CartItem[]>;
  /** The server cart's items. */
  loadServerCart(country: string): Promise<CartItem[]>;
  currentItems(): CartItem[];
  setItems(items: CartItem[]): void;
}

export interface HandoffResult {
  added: number;
  failed: number;
}

/**
 * Puts a partner's cart lines into the store's cart: the server cart with a session (each answer
 * replaces the cart items), the visitor cart otherwise (merged into the server cart on sign-in). A line
 * whose book is not sold here is skipped, so one bad line does not lose the rest.
 */
export async function adoptHandoff(
  lines: readonly { uid: string; quantity: number }[],
  deps: HandoffDeps,
): Promise<HandoffResult> {
  const country = deps.country();
  let added = 0;
  let failed = 0;
  if (deps.isSessionActive()) {
    for (const line of lines) {
      try {
        deps.setItems(await deps.addToServerCart(line.uid, line.quantity, country));
        added += 1;
      } catch {
        failed += 1;
      }
    }
    // The session restore on page load may answer its cart call after these adds and put back the
    // cart as it was; the cart read last, after every add, is the one kept.
    if (added > 0) {
      try {
        deps.setItems(await deps.loadServerCart(country));
      } catch {
        // The adds' answers stand.
      }
    }
    return { added, failed };
  }
  const found: HandoffLine[] = [];
  for (const line of lines) {
    try {
      found.push({ book: await deps.fetchBook(line.uid, country), quantity: line.quantity });
    } catch {
      failed += 1;
    }
  }
  if (found.length > 0) deps.setItems(mergeHandoffLines(deps.currentItems(), found));
  return { added: found.length, failed };
}

const browserDeps: HandoffDeps = {
  isSessionActive: () => sessionActive.peek(),
  country: () => countryCode.peek(),
  fetchBook: async (uid, country) => (await api.public.getBook({ params: { uid }, query: { country } })).data,
  addToServerCart: async (uid, quantity, country) =>
    (await api.cart.add({ query: { country }, body: { book_uid: uid, quantity } })).data.cart_items,
  loadServerCart: async (country) => (await api.cart.get({ query: { country } })).data.cart_items,
  currentItems: () => cartItems.peek(),
  setItems: setCartItems,
};

// One adoption per hand-off value per page load: effects may run twice (React's strict mode) and a
// remount must not add the items again.
const adopted = new Set<string>();

/**
 * Reads a checkout URL's hand-off (`handoff`, `country`, `return`), adopts its items once and tells the
 * shopper. Answers the search params without `handoff` (and `country`), so a reload adds nothing twice.
 */
export function takeHandoff(params: URLSearchParams, deps: HandoffDeps = browserDeps): URLSearchParams {
  const value = params.get(HANDOFF_PARAM);
  rememberReturnUrl(params.get(RETURN_PARAM));
  const country = params.get(COUNTRY_PARAM);
  const rest = new URLSearchParams(params);
  rest.delete(HANDOFF_PARAM);
  rest.delete(COUNTRY_PARAM);
  if (value === null || adopted.has(value)) return rest;
  adopted.add(value);
  // The partner priced the items in its country; the store's prices follow the same one.
  if (country) setCountryCode(country);
  const lines = decodeHandoff(value);
  if (lines.length > 0) {
    void adoptHandoff(lines, deps).then(({ added, failed }) => {
      if (added > 0)
        void showSuccess(
          added === 1 ? 'The book from your cart was added' : `${added} books from your cart were added`,
        );
      if (failed > 0)
        void showInfo(
          failed === 1
            ? 'One book from your cart is not sold here'
            : `${failed} books from your cart are not sold here`,
          LONG_TOAST_MS,
        );
    });
  }
  return rest;
}
