/** The DOM events widgets emit on their element: bubbling and composed, so a host hears them anywhere. */

export const ADD_TO_CART_EVENT = 'bookstore:add-to-cart';
export const CHECKOUT_EVENT = 'bookstore:checkout';
export const PLAY_EVENT = 'bookstore:play';

export interface EventBook {
  uid: string;
  title: string;
  /** audiobook, ebook or printbook */
  type: string;
  price: { amount: number; currency_symbol: string; currency_code?: string | undefined };
}

/** A cart line as the hand-off to the store carries it. */
export interface HandoffItem {
  uid: string;
  quantity: number;
}

export interface AddToCartDetail {
  book: EventBook;
  /** How many were added (always 1 from the book card). */
  quantity: number;
  /** The partner cart after the change. */
  cart: { count: number; items: HandoffItem[] };
}

export interface CheckoutDetail {
  items: HandoffItem[];
  /** The store checkout URL the widget is about to open; `preventDefault()` keeps the page where it is. */
  url: string;
}

export interface PlayDetail {
  uid: string;
  title: string;
  sampleUrl: string;
  /** Seconds into the sample where playback (re)started. */
  currentTime: number;
  playbackRate: number;
}

export interface BookstoreEventMap {
  [ADD_TO_CART_EVENT]: CustomEvent<AddToCartDetail>;
  [CHECKOUT_EVENT]: CustomEvent<CheckoutDetail>;
  [PLAY_EVENT]: CustomEvent<PlayDetail>;
}

declare global {
  // Typed `addEventListener('bookstore:…')` on elements and documents for hosts using TypeScript.
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface HTMLElementEventMap extends BookstoreEventMap {}
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  interface DocumentEventMap extends BookstoreEventMap {}
}

/**
 * Dispatches a widget event from `target` (the widget's element). Returns false when a listener
 * called `preventDefault()` on a cancelable event.
 */
export function emit<K extends keyof BookstoreEventMap>(
  target: EventTarget,
  type: K,
  detail: BookstoreEventMap[K]['detail'],
  cancelable = false,
): boolean {
  return target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true, cancelable }));
}
