import clsx from 'clsx';
import type { LinkComponent } from '../format';
import { BookIcon, HeadphonesIcon, PrintIcon } from '../icons';
import { Menu, type MenuEntry } from '../Menu';
import classes from './BrowseMenu.module.css';

/** A curated list as the header content names it. */
export interface BrowseMenuList {
  uid: string;
  list_name: string;
  list_cover?: string | null;
}

export interface BrowseMenuProps {
  /** Curated lists from the header content. */
  lists: readonly BrowseMenuList[];
  linkAs?: LinkComponent;
  /** Text of the trigger. */
  label?: string;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** The three media-type listings, in the order the store's routes list them. */
export const MEDIA_TYPE_LINKS = [
  { label: 'Audiobooks', href: '/audiobooks' },
  { label: 'Ebooks', href: '/ebooks' },
  { label: 'Printbooks', href: '/printbooks' },
] as const;

const MEDIA_ICONS = {
  '/audiobooks': <HeadphonesIcon size={18} />,
  '/ebooks': <BookIcon size={18} />,
  '/printbooks': <PrintIcon size={18} />,
};

/** The header's Browse menu: media types (Audiobooks, Ebooks, Printbooks) plus the curated lists. */
export function BrowseMenu({
  lists,
  linkAs,
  label = 'Browse',
  open,
  onOpenChange,
  className,
}: BrowseMenuProps) {
  const items: MenuEntry[] = [
    ...MEDIA_TYPE_LINKS.map((link) => ({ ...link, icon: MEDIA_ICONS[link.href], linkAs })),
    ...(lists.length > 0
      ? [
          { type: 'separator' as const, id: 'lists' },
          ...lists.map((list) => ({
            id: list.uid,
            label: list.list_name,
            href: `/lists/${encodeURIComponent(list.uid)}`,
            linkAs,
            icon: list.list_cover ? (
              <img className={classes.ListCover} src={list.list_cover} alt="" loading="lazy" />
            ) : undefined,
          })),
        ]
      : []),
    { id: 'all-lists', label: 'All curated lists', href: '/lists', linkAs },
  ];

  return (
    <Menu
      className={clsx(classes.BrowseMenu, className)}
      trigger={label}
      items={items}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
