import clsx from 'clsx';
import { useEffect, useId, useRef, type FocusEvent, type KeyboardEvent } from 'react';
import { Button } from '../Button';
import { getActiveElement } from '../Dialog/activeElement';
import { Anchor, type BookType, type LinkComponent } from '../format';
import { ChevronDownIcon } from '../icons';
import { usePopupState } from '../Menu/usePopupState';
import classes from './CategoryMenu.module.css';
import { CategoryTree } from './CategoryTree';
import type { CategoryMenuCategory } from './types';

export type { CategoryMenuCategory, CategoryMenuSubCategory } from './types';

export interface CategoryMenuProps {
  categories: readonly CategoryMenuCategory[];
  /** The book preference; links lead to /{book_format}/{category_uid}[/{sub_category_uid}]. */
  bookType?: BookType;
  linkAs?: LinkComponent;
  /** Text of the trigger. */
  label?: string;
  /** Controlled open state. */
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

export { categoryHref } from './CategoryTree';

/**
 * "Shop By Category": a disclosure button opening a panel of categories and their sub-categories,
 * each with the "new" badge when new. Arrow keys move between the links, Escape closes and returns
 * focus to the button, and leaving the panel closes it.
 */
export function CategoryMenu({
  categories,
  bookType = 'ebook',
  linkAs = Anchor,
  label = 'Shop By Category',
  open: openProp,
  onOpenChange,
  className,
}: CategoryMenuProps) {
  const { open, setOpen, close, rootRef, triggerRef } = usePopupState({ open: openProp, onOpenChange });
  const panelRef = useRef<HTMLDivElement>(null);
  const focusFirst = useRef(false);
  const panelId = useId();
  const headingId = useId();

  const links = () => Array.from(panelRef.current?.querySelectorAll<HTMLElement>('a[href]') ?? []);

  useEffect(() => {
    if (!open) return;
    if (focusFirst.current) links()[0]?.focus();
    focusFirst.current = false;
  }, [open]);

  const onTriggerKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    if (open) links()[0]?.focus();
    else {
      focusFirst.current = true;
      setOpen(true);
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      event.stopPropagation();
      close(true);
      return;
    }
    if (!panelRef.current?.contains(event.target as Node)) return;
    const list = links();
    const index = list.findIndex((link) => link === getActiveElement());
    const move = (to: number) => {
      event.preventDefault();
      list[(to + list.length) % list.length]?.focus();
    };
    if (event.key === 'ArrowDown') move(index + 1);
    else if (event.key === 'ArrowUp') move(index - 1);
    else if (event.key === 'Home') move(0);
    else if (event.key === 'End') move(-1);
  };

  // Tabbing out of the menu closes it, like a click elsewhere.
  const onBlur = (event: FocusEvent<HTMLDivElement>) => {
    const next = event.relatedTarget;
    if (open && next instanceof Node && !rootRef.current?.contains(next)) setOpen(false);
  };

  return (
    // Escape (from the button or a link), the arrow keys in the panel and focus leaving are handled here.
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions
    <div
      ref={rootRef}
      className={clsx(classes.CategoryMenu, className)}
      onBlur={onBlur}
      onKeyDown={onKeyDown}
    >
      <Button
        ref={triggerRef}
        variant="ghost"
        aria-expanded={open}
        aria-controls={panelId}
        trailingIcon={<ChevronDownIcon size={16} className={classes.Chevron} />}
        onClick={() => setOpen(!open)}
        onKeyDown={onTriggerKeyDown}
      >
        {label}
      </Button>
      <div ref={panelRef} id={panelId} className={classes.Panel} hidden={!open}>
        <nav aria-labelledby={headingId}>
          <h2 id={headingId} className={classes.Heading}>
            {label}
          </h2>
          {categories.length === 0 ? (
            <p className={classes.Empty}>No categories yet</p>
          ) : (
            <CategoryTree
              categories={categories}
              bookType={bookType}
              linkAs={linkAs}
              onNavigate={() => close(false)}
              showNew
              classes={{
                List: classes.Categories,
                Item: classes.Category,
                Link: classes.CategoryLink,
                SubList: classes.SubCategories,
                SubLink: classes.SubCategoryLink,
              }}
            />
          )}
        </nav>
      </div>
    </div>
  );
}
