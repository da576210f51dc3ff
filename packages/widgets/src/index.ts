/**
 * @bookstore/widgets for npm: `mount(element, options)`, React components per widget (React is a peer
 * dependency) and `defineElements()` for the custom elements. Importing this module touches no browser
 * global, so server-rendered hosts can import it.
 */
import type { BookstoreOptions } from './runtime/config';
import { defineWidgetElement, WIDGET_TAGS, type WidgetName } from './runtime/element';
import { mountWidget, type MountedWidget } from './runtime/mount';
import { WIDGETS } from './widgets/registry';

export { init, DEFAULT_COUNTRY, DEFAULT_THEME } from './runtime/config';
export type { BookstoreConfig, BookstoreOptions, FetchLike, ThemeSetting } from './runtime/config';
export { ADD_TO_CART_EVENT, CHECKOUT_EVENT, PLAY_EVENT } from './runtime/events';
export type {
  AddToCartDetail,
  BookstoreEventMap,
  CheckoutDetail,
  EventBook,
  HandoffItem,
  PlayDetail,
} from './runtime/events';
export {
  checkoutUrl,
  decodeHandoff,
  encodeHandoff,
  HANDOFF_PARAM,
  RETURN_PARAM,
  COUNTRY_PARAM,
} from './runtime/handoff';
export { REF_PARAM, REF_SOURCE, REF_SOURCE_PARAM } from './runtime/config';
export { CART_STORAGE_KEY } from './runtime/cart-store';
// The audiobook player core, shared with the store's player (one implementation).
export * from './player-core';
export type { PartnerCartItem } from './runtime/cart-store';
export { WIDGET_TAGS } from './runtime/element';
export type { WidgetName } from './runtime/element';
export type { MountedWidget } from './runtime/mount';
export { BookstoreBookCard, BookstoreCart, BookstorePlayer, BookstoreSearch } from './react';
export type { BookWidgetComponentProps, WidgetComponentProps } from './react';

export interface MountOptions extends BookstoreOptions {
  widget: WidgetName;
  /** The book's uid, for `book-card` and `player`. */
  uid?: string;
}

/** Renders a widget into `element` (inside an open shadow root it creates). */
export function mount(element: HTMLElement, { widget, uid, ...options }: MountOptions): MountedWidget {
  const Widget = WIDGETS[widget];
  if (!Widget) throw new TypeError(`Unknown widget "${String(widget)}"`);
  return mountWidget(element, widget, Widget, { uid }, options);
}

/** Defines `<bookstore-search>`, `<bookstore-cart>`, `<bookstore-book-card>` and `<bookstore-player>`. */
export function defineElements(): void {
  for (const [name, tag] of Object.entries(WIDGET_TAGS) as [WidgetName, string][]) {
    defineWidgetElement(tag, WIDGETS[name]);
  }
}
