import { clsx } from 'clsx';
import { lazy, Suspense, useId, useState, type KeyboardEvent, type ReactNode } from 'react';
import { Button, type ButtonSize, type ButtonVariant } from '../Button';
import { ChevronDownIcon } from '../icons';
import classes from './Menu.module.css';
import { enabledItems } from './enabledItems';
import type { MenuEntry } from './types';
import { usePopupState } from './usePopupState';

export type { MenuActionItem, MenuEntry, MenuLinkItem, MenuSeparator } from './types';

const MenuPopover = lazy(() => import('./MenuPopover'));

export interface MenuProps {
  /** Content of the trigger button. */
  trigger: ReactNode;
  /** Accessible name of the trigger when its content is not text (e.g. an avatar). */
  triggerLabel?: string;
  triggerVariant?: ButtonVariant;
  triggerSize?: ButtonSize;
  /** Hides the chevron after the trigger content; `'narrow'`: on phones only (400 px wide or less). */
  hideChevron?: boolean | 'narrow';
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

/**
 * A menu button (WAI-ARIA pattern): arrow keys, Home/End and typeahead move between items,
 * Escape closes and returns focus to the trigger. Items are links or actions. The open menu's code
 * (MenuPopover) loads when a menu first opens.
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
  const { open, setOpen, close, rootRef, triggerRef } = usePopupState({ open: openProp, onOpenChange });
  const [focusOnOpen, setFocusOnOpen] = useState<'first' | 'last'>('first');
  const triggerId = useId();
  const menuId = useId();

  const openWith = (focus: 'first' | 'last') => {
    setFocusOnOpen(focus);
    if (!open) {
      setOpen(true);
      return;
    }
    const list = enabledItems(rootRef.current);
    (focus === 'first' ? list[0] : list[list.length - 1])?.focus();
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

  return (
    <div
      ref={rootRef}
      className={clsx(classes.Root, className)}
      data-align={align}
      data-chevron={hideChevron === 'narrow' ? 'wide-only' : undefined}
    >
      <Button
        ref={triggerRef}
        id={triggerId}
        variant={triggerVariant}
        size={triggerSize}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={triggerLabel}
        trailingIcon={
          hideChevron === true ? undefined : <ChevronDownIcon size={16} className={classes.Chevron} />
        }
        onClick={() => {
          setFocusOnOpen('first');
          setOpen(!open);
        }}
        onKeyDown={onTriggerKeyDown}
      >
        {trigger}
      </Button>
      {open ? (
        <Suspense fallback={null}>
          <MenuPopover
            items={items}
            header={header}
            menuId={menuId}
            triggerId={triggerId}
            focusOnOpen={focusOnOpen}
            onClose={close}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
