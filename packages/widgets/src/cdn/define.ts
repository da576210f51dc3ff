// How each script-tag file defines its element. The search, cart and book-card widgets are small and
// share most of their code (the kit, the cart, the book loader), so they travel in one shared chunk
// with the runtime: every file reaches them through SHARED below. The player's own code (the player
// core) stays in cdn/player.js. One chunk instead of three costs gzip's per-file overhead once.
import type { ComponentType } from 'react';
import { defineWidgetElement, WIDGET_TAGS, type WidgetName } from '../runtime/element';
import { installGlobal } from '../runtime/global';
import type { WidgetProps } from '../runtime/mount';
import { BookCardWidget } from '../widgets/book-card';
import { CartWidget } from '../widgets/cart';
import { SearchWidget } from '../widgets/search';

const SHARED: Record<Exclude<WidgetName, 'player'>, ComponentType<WidgetProps>> = {
  search: SearchWidget,
  cart: CartWidget,
  'book-card': BookCardWidget,
};

/**
 * Takes over `window.Bookstore` and defines the widget's element. The default API origin is the
 * script-tag files' own: this module's URL is one of them (the shared chunk), on the same origin as the
 * file that calls it, so the callers need not pass theirs (each would repeat `import.meta.url`).
 */
export function defineWidget(name: 'player', Widget: ComponentType<WidgetProps>): void;
export function defineWidget(name: keyof typeof SHARED): void;
export function defineWidget(name: WidgetName, Widget?: ComponentType<WidgetProps>): void {
  installGlobal(import.meta.url);
  const component = Widget ?? (name === 'player' ? undefined : SHARED[name]);
  if (component) defineWidgetElement(WIDGET_TAGS[name], component);
}
