import { Drawer, type DrawerProps } from '@bookstore/ui';
import type { TocItem } from './engine-types';
import classes from './reader.module.css';

function TocTree({
  items,
  current,
  onGo,
}: {
  items: TocItem[];
  current: string | undefined;
  onGo: (href: string) => void;
}) {
  return (
    <ol className={classes.Toc}>
      {items.map((item, i) => (
        <li key={`${item.href}-${i}`}>
          <button
            type="button"
            className={classes.TocLink}
            aria-current={item.href === current ? 'location' : undefined}
            onClick={() => onGo(item.href)}
          >
            {item.label.trim() || 'Untitled section'}
          </button>
          {item.subitems?.length ? <TocTree items={item.subitems} current={current} onGo={onGo} /> : null}
        </li>
      ))}
    </ol>
  );
}

export interface ContentsDrawerProps extends Pick<DrawerProps, 'open' | 'onClose'> {
  toc: TocItem[];
  /** The href of the section shown, marked as the current location. */
  current: string | undefined;
  onGo: (href: string) => void;
}

/** The book's table of contents; a section opens where it starts. */
export function ContentsDrawer({ open, onClose, toc, current, onGo }: ContentsDrawerProps) {
  return (
    <Drawer open={open} onClose={onClose} title="Contents" placement="left">
      {toc.length ? (
        <nav aria-label="Table of contents">
          <TocTree items={toc} current={current} onGo={onGo} />
        </nav>
      ) : (
        <p>This book has no table of contents.</p>
      )}
    </Drawer>
  );
}
