import { useLocation } from 'react-router-dom';
import { AppLink } from '../../links/AppLink';
import { Screen, type ScreenProps } from '../shared';
import classes from './admin.module.css';

/** The back office's pages, in the order an operator's day goes through them. */
export const ADMIN_PAGES = [
  { label: 'Overview', href: '/admin' },
  { label: 'Book reviews', href: '/admin/reviews/books' },
  { label: 'Book changes', href: '/admin/reviews/changes' },
  { label: 'Voiceover reviews', href: '/admin/reviews/voiceovers' },
  { label: 'Reader reviews', href: '/admin/reviews/readers' },
  { label: 'Books', href: '/admin/books' },
  { label: 'Offers', href: '/admin/offers' },
  { label: 'Orders', href: '/admin/orders' },
  { label: 'Payouts', href: '/admin/payouts' },
  { label: 'Users', href: '/admin/users' },
  { label: 'Partners', href: '/admin/partners' },
  { label: 'Audit log', href: '/admin/audit' },
] as const;

/** The page a path belongs to: its own link, or the list it was opened from (a review, an order). */
function currentPage(pathname: string): string {
  const matches = ADMIN_PAGES.filter(
    (page) => pathname === page.href || (page.href !== '/admin' && pathname.startsWith(`${page.href}/`)),
  );
  return matches.at(-1)?.href ?? '/admin';
}

/** The back office's navigation: every page, the current one marked. */
export function AdminNav() {
  const { pathname } = useLocation();
  const current = currentPage(pathname);
  return (
    <nav aria-label="Back office" className={classes.Nav}>
      <ul className={classes.NavList}>
        {ADMIN_PAGES.map((page) => (
          <li key={page.href}>
            <AppLink
              href={page.href}
              className={classes.NavLink}
              aria-current={
                page.href === current ? (pathname === page.href ? 'page' : 'location') : undefined
              }
            >
              {page.label}
            </AppLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A back office page: the navigation beside (or above, on a phone) the page itself. */
export function AdminScreen(props: ScreenProps) {
  return (
    <div className={classes.Layout}>
      <AdminNav />
      <Screen {...props} />
    </div>
  );
}
