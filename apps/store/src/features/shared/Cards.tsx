import type { ReactNode } from 'react';
import { AppLink } from '../../links/AppLink';
import classes from './shared.module.css';

export interface CardProps {
  title: ReactNode;
  /** Makes the whole card a link. */
  href?: string | undefined;
  /** A picture before the title (an avatar). */
  media?: ReactNode;
  /** What follows the title: details, a badge, a price, actions (on a card without `href`). */
  children?: ReactNode;
}

/** A card of a card list: its title and details, the whole card a link when it has `href`. */
export function Card({ title, href, media, children }: CardProps) {
  const content = (
    <>
      {media}
      <span className={classes.CardTitle}>{title}</span>
      {children}
    </>
  );
  return href ? (
    <AppLink href={href} className={classes.Card}>
      {content}
    </AppLink>
  ) : (
    <div className={classes.Card}>{content}</div>
  );
}

/** Items as a grid of cards (a list), one card each. */
export function CardList<T>({
  items,
  getKey,
  children,
  label,
}: {
  items: readonly T[];
  getKey: (item: T) => string | number;
  children: (item: T) => ReactNode;
  /** The list's accessible name, where the heading above does not say it. */
  label?: string;
}) {
  return (
    <ul className={classes.Links} aria-label={label}>
      {items.map((item) => (
        <li key={getKey(item)}>{children(item)}</li>
      ))}
    </ul>
  );
}

export interface LinkCardItem {
  label: string;
  href: string;
}

/** A dashboard's links to its pages, as cards. */
export function LinkCards({ links, label }: { links: readonly LinkCardItem[]; label?: string }) {
  return (
    <CardList items={links} getKey={(link) => link.href} label={label}>
      {(link) => <Card title={link.label} href={link.href} />}
    </CardList>
  );
}
