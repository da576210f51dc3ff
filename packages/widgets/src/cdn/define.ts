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

/** Takes over `window.Bookstore` (`scriptUrl` is the calling file's) and defines the widget's element. */
export function defineWidget(scriptUrl: string, name: 'player', Widget: ComponentType<WidgetProps>): void;
export function defineWidget(scriptUrl: string, name: keyof typeof SHARED): void;
export function defineWidget(scriptUrl: string, name: WidgetName, Widget?: ComponentType<WidgetProps>): void {
  installGlobal(scriptUrl);
  const component = Widget ?? (name === 'player' ? undefined : SHARED[name]);
  if (component) defineWidgetElement(WIDGET_TAGS[name], component);
}
