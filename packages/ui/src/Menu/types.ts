import type { ReactNode } from 'react';
import type { LinkComponent } from '../format';

/** The entries of a menu: links, actions and separators (the menu and its popover read them). */
interface MenuItemBase {
  /** Visible text; also used for typeahead. */
  label: string;
  icon?: ReactNode;
  /** Shown after the label (e.g. a "new" Badge). */
  badge?: ReactNode;
  disabled?: boolean;
  /** Stable key; the label is used when absent. */
  id?: string;
}

export interface MenuLinkItem extends MenuItemBase {
  type?: 'link';
  href: string;
  /** Link component to render instead of `<a>` (a router link taking `href`). */
  linkAs?: LinkComponent;
  onSelect?: () => void;
}

export interface MenuActionItem extends MenuItemBase {
  type?: 'action';
  href?: never;
  onSelect: () => void;
}

export interface MenuSeparator {
  type: 'separator';
  id?: string;
}

export type MenuEntry = MenuLinkItem | MenuActionItem | MenuSeparator;
