import clsx from 'clsx';
import { useId, type ReactNode } from 'react';
import { Anchor, type LinkComponent } from '../format';
import classes from './Footer.module.css';

export interface FooterLink {
  label: string;
  href: string;
}

export interface FooterColumn {
  title: string;
  links: readonly FooterLink[];
}

export interface FooterProps {
  /** Link columns; the defaults cover the store's public, account and selling routes. */
  columns?: readonly FooterColumn[];
  /** The brand, shown above the copyright. */
  siteName?: string;
  /** A short line under the brand. */
  tagline?: ReactNode;
  /** Copyright year; fixed in stories so screenshots stay stable. */
  year?: number;
  /** The country switcher (e.g. the kit's CountrySwitcher, opening upwards), next to the legal links. */
  countrySwitcher?: ReactNode;
  linkAs?: LinkComponent;
  className?: string;
}

export const DEFAULT_FOOTER_COLUMNS: readonly FooterColumn[] = [
  {
    title: 'Shop',
    links: [
      { label: 'Ebooks', href: '/ebooks' },
      { label: 'Audiobooks', href: '/audiobooks' },
      { label: 'Printbooks', href: '/printbooks' },
      { label: 'Categories', href: '/categories' },
      { label: 'Curated lists', href: '/lists' },
    ],
  },
  {
    title: 'Discover',
    links: [
      { label: 'Authors', href: '/authors' },
      { label: 'Voiceover artists', href: '/voas' },
      { label: 'About', href: '/about' },
    ],
  },
  {
    title: 'Sell',
    links: [
      { label: 'Become an Author', href: '/selling/author' },
      { label: 'Become a Voiceover Artist', href: '/selling/voa' },
      { label: 'Selling Dashboard', href: '/dashboard' },
    ],
  },
  {
    title: 'Account',
    links: [
      { label: 'My Account', href: '/myaccount' },
      { label: 'Library', href: '/myaccount/library' },
      { label: 'Book Orders', href: '/myaccount/orders/books' },
      { label: 'Payments', href: '/myaccount/payments' },
    ],
  },
];

/** The legal pages at the routes the spec names. */
export const LEGAL_LINKS: readonly FooterLink[] = [
  { label: 'Privacy Policy', href: '/private-policy' },
  { label: 'Terms of Use', href: '/term-of-use' },
];

/** One list of footer links (a column, or the legal links). */
function LinkList({
  links,
  className,
  linkAs: LinkAs,
}: {
  links: readonly FooterLink[];
  className: string | undefined;
  linkAs: LinkComponent;
}) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <LinkAs className={classes.Link} href={link.href}>
            {link.label}
          </LinkAs>
        </li>
      ))}
    </ul>
  );
}

/** The shared footer: link columns, the legal links and the copyright line. */
export function Footer({
  columns = DEFAULT_FOOTER_COLUMNS,
  siteName = 'Bookstore',
  tagline = 'Ebooks, audiobooks and print books from the authors you love.',
  year = new Date().getFullYear(),
  countrySwitcher,
  linkAs = Anchor,
  className,
}: FooterProps) {
  const baseId = useId();
  return (
    <footer className={clsx(classes.Footer, className)}>
      <div className={classes.Inner}>
        <div className={classes.Brand}>
          <p className={classes.SiteName}>{siteName}</p>
          {tagline ? <p className={classes.Tagline}>{tagline}</p> : null}
        </div>
        <div className={classes.Columns}>
          {columns.map((column, index) => (
            <nav key={column.title} className={classes.Column} aria-labelledby={`${baseId}-${index}`}>
              <h2 className={classes.ColumnTitle} id={`${baseId}-${index}`}>
                {column.title}
              </h2>
              <LinkList links={column.links} className={classes.Links} linkAs={linkAs} />
            </nav>
          ))}
        </div>
        <div className={classes.Bottom}>
          <p className={classes.Copyright}>
            © {year} {siteName}. All rights reserved.
          </p>
          <div className={classes.End}>
            {countrySwitcher}
            <nav aria-label="Legal">
              <LinkList links={LEGAL_LINKS} className={classes.Legal} linkAs={linkAs} />
            </nav>
          </div>
        </div>
      </div>
    </footer>
  );
}
