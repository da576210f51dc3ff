import { useLayoutEffect, useRef, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import type { MenuActionItem, MenuEntry, MenuLinkItem, MenuSeparator } from './types';
import classes from './Menu.module.css';
import { enabledItems } from './enabledItems';

const TYPEAHEAD_RESET_MS = 500;

function isSeparator(entry: MenuEntry): entry is MenuSeparator {
  return entry.type === 'separator';
}

export interface MenuPopoverProps {
  items: MenuEntry[];
  header?: ReactNode;
  menuId: string;
  triggerId: string;
  /** Which item takes focus when the menu opens. */
  focusOnOpen: 'first' | 'last';
  /** Closes the menu; with `focusTrigger`, focus goes back to the trigger. */
  onClose: (focusTrigger: boolean) => void;
}

/**
 * The open menu of `Menu`: its items, arrow keys, Home/End, typeahead and Escape. Its own module, so a
 * page with menus loads this only when one first opens.
 */
export default function MenuPopover({
  items,
  header,
  menuId,
  triggerId,
  focusOnOpen,
  onClose,
}: MenuPopoverProps) {
  const menuRef = useRef<HTMLUListElement>(null);
  const typeahead = useRef({ text: '', timer: 0 });
  const menuItems = () => enabledItems(menuRef.current);
  const focusItem = (index: number) => {
    const list = menuItems();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };
  const setOpen = (open: false) => onClose(open);
  const closeAndFocusTrigger = () => onClose(true);

  useLayoutEffect(() => {
    const list = menuItems();
    (focusOnOpen === 'last' ? list[list.length - 1] : list[0])?.focus();
    // Focus moves in once, when the menu opens, in the same commit as the items appear.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onMenuKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const list = menuItems();
    const current = list.findIndex((item) => item === event.target);
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        focusItem(current + 1);
        return;
      case 'ArrowUp':
        event.preventDefault();
        focusItem(current - 1);
        return;
      case 'Home':
        event.preventDefault();
        focusItem(0);
        return;
      case 'End':
        event.preventDefault();
        focusItem(-1);
        return;
      case 'Escape':
        event.preventDefault();
        event.stopPropagation();
        closeAndFocusTrigger();
        return;
      case 'Tab':
        setOpen(false);
        return;
      case ' ':
        // Links do not activate on Space by default; menu items should.
        event.preventDefault();
        (event.target as HTMLElement).click();
        return;
    }
    if (event.key.length === 1 && !event.ctrlKey && !event.metaKey && !event.altKey) {
      const state = typeahead.current;
      window.clearTimeout(state.timer);
      state.text += event.key.toLowerCase();
      state.timer = window.setTimeout(() => {
        state.text = '';
      }, TYPEAHEAD_RESET_MS);
      // A repeated letter cycles through items starting with it; a longer word refines the match.
      const text = state.text;
      const repeated = [...text].every((c) => c === text[0]);
      const query = repeated ? text.charAt(0) : text;
      const start = Math.max(repeated ? current + 1 : current, 0);
      const ordered = [...list.slice(start), ...list.slice(0, start)];
      const match = ordered.find((item) => (item.dataset.label ?? '').toLowerCase().startsWith(query));
      match?.focus();
    }
  };

  const renderItem = (item: MenuLinkItem | MenuActionItem) => {
    const content = (
      <>
        {item.icon ? <span className={classes.ItemIcon}>{item.icon}</span> : null}
        <span className={classes.ItemLabel}>{item.label}</span>
        {item.badge ? <span className={classes.ItemBadge}>{item.badge}</span> : null}
      </>
    );
    const common = {
      role: 'menuitem',
      tabIndex: -1,
      className: classes.Item,
      'data-label': item.label,
      'aria-disabled': item.disabled || undefined,
    } as const;
    if (item.href !== undefined) {
      const LinkComponent = item.linkAs;
      const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
        if (item.disabled) {
          event.preventDefault();
          return;
        }
        item.onSelect?.();
        setOpen(false);
      };
      return LinkComponent ? (
        <LinkComponent {...common} href={item.href} onClick={onClick}>
          {content}
        </LinkComponent>
      ) : (
        <a {...common} href={item.href} onClick={onClick}>
          {content}
        </a>
      );
    }
    return (
      <button
        {...common}
        type="button"
        onClick={() => {
          if (item.disabled) return;
          item.onSelect();
          closeAndFocusTrigger();
        }}
      >
        {content}
      </button>
    );
  };

  return (
    <div className={classes.Popover}>
      {header ? <div className={classes.Header}>{header}</div> : null}
      <ul
        ref={menuRef}
        id={menuId}
        role="menu"
        aria-labelledby={triggerId}
        className={classes.List}
        onKeyDown={onMenuKeyDown}
      >
        {items.map((entry, index) =>
          isSeparator(entry) ? (
            <li key={entry.id ?? `separator-${index}`} role="separator" className={classes.Separator} />
          ) : (
            <li key={entry.id ?? entry.label} role="none">
              {renderItem(entry)}
            </li>
          ),
        )}
      </ul>
    </div>
  );
}
