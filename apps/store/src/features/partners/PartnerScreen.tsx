import { useLocation } from 'react-router-dom';
import { AppLink } from '../../links/AppLink';
import { Screen, type ScreenProps } from '../shared';
import classes from './partners.module.css';

/** The partner's pages (issue 43), in the account menu's Partner Dashboard. */
export const PARTNER_PAGES = [
  { label: 'Overview', href: '/dashboard/partner' },
  { label: 'Orders', href: '/dashboard/partner/orders' },
  { label: 'Embed builder', href: '/dashboard/partner/embed' },
  { label: 'Settings', href: '/dashboard/partner/settings' },
] as const;

/** A partner's page: its links to the others, then the page. */
export function PartnerScreen({ children, ...props }: ScreenProps) {
  const { pathname } = useLocation();
  return (
    <Screen {...props}>
      <nav aria-label="Partner dashboard" className={classes.Nav}>
        <ul className={classes.NavList}>
          {PARTNER_PAGES.map((page) => (
            <li key={page.href}>
              <AppLink
                href={page.href}
                className={classes.NavLink}
                aria-current={pathname === page.href ? 'page' : undefined}
              >
                {page.label}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
      {children}
    </Screen>
  );
}
