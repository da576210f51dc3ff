import { clsx } from 'clsx';
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
} from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import type { LinkComponent } from '../format';
import { ChevronDownIcon } from '../icons';
import classes from './Menu.module.css';

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

export interface MenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. an avatar). */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** Hides the chevron after the trigger content. */
  hideChevron?: boolean;
  items: MenuEntry[];
  /** Non-interactive content above the items (e.g. the signed-in username and avatar). */
  header?: ReactNode;
  /** Which edge of the trigger the menu lines up with. */
  align?: 'start' | 'end';
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

const TYPEAHEAD_RESET_MS = 500;

function isSeparator(entry: MenuEntry): entry is MenuSeparator {
  return entry.type === 'separator';
}

/**
 * A menu button (WAI-ARIA pattern): arrow keys, Home/End and typeahead move between items,
 * Escape closes and returns focus to the trigger. Items are links or actions.
 */
export function Menu({
  trigger,
  triggerLabel,
  triggerVariant = 'ghost',
  triggerSize = 'medium',
  hideChevron = false,
  items,
  header,
  align = 'start',
  open: openProp,
  onOpenChange,
  className,
}: MenuProps) {
  const [openState, setOpenState] = useState(false);
  const open = openProp ?? openState;
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const focusOnOpen = useRef<'first' | 'last'>('first');
  const typeahead = useRef({ text: '', timer: 0 });
  const triggerId = useId();
  const menuId = useId();

  const setOpen = (next: boolean) => {
    if (openProp === undefined) setOpenState(next);
    onOpenChange?.(next);
  };

  const menuItems = () =>
    Array.from(
      menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]:not([aria-disabled="true"])') ?? [],
    );

  const focusItem = (index: number) => {
    const list = menuItems();
    if (list.length === 0) return;
    list[(index + list.length) % list.length]?.focus();
  };

  const setOpenRef = useRef(setOpen);
  useEffect(() => {
    setOpenRef.current = setOpen;
  });

  useEffect(() => {
    if (!open) return;
    const list = menuItems();
    (focusOnOpen.current === 'last' ? list[list.length - 1] : list[0])?.focus();
    const onPointerDown = (event: PointerEvent) => {
      // composedPath sees through shadow roots, where widgets render this menu.
      if (rootRef.current && !event.composedPath().includes(rootRef.current)) setOpenRef.current(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const closeAndFocusTrigger = () => {
    setOpen(false);
    triggerRef.current?.focus();
  };

  const openWith = (focus: 'first' | 'last') => {
    focusOnOpen.current = focus;
    if (open) focusItem(focus === 'first' ? 0 : -1);
    else setOpen(true);
  };

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      openWith('first');
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      openWith('last');
    }
  };

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
    <div ref={rootRef} className={clsx(classes.Root, className)} data-align={align}>
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={triggerVariant}
        size={triggerSize}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        trailingIcon={hideChevron ? undefined : <ChevronDownIcon size={16} className={classes.Chevron} />}
        onClick={() => {
          focusOnOpen.current = 'first';
          setOpen(!open);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </Button>
      {open ? (
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
      ) : null}
    </div>
  );
}
