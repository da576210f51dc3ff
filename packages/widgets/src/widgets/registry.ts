import type { ComponentType } from 'react';
import type { WidgetName } from '../runtime/element';
import type { WidgetProps } from '../runtime/mount';
import { BookCardWidget } from './book-card';
import { CartWidget } from './cart';
import { PlayerWidget } from './player';
import { SearchWidget } from './search';

/** Every widget component by name (the npm entry; the script-tag build loads them one by one). */
export const WIDGETS: Record<WidgetName, ComponentType<WidgetProps>> = {
  search: SearchWidget,
  cart: CartWidget,
  'book-card': BookCardWidget,
  player: PlayerWidget,
};
