import clsx from 'clsx';
import { Avatar } from '../Avatar';
import { Button } from '../Button';
import type { LinkComponent } from '../format';
import { LogoutIcon } from '../icons';
import { Menu, type MenuEntry } from '../Menu';
import { VisuallyHidden } from '../VisuallyHidden';
import classes from './UserMenu.module.css';

/** The account fields the user menu needs; the contract's account object fits. */
export interface UserMenuAccount {
  username: string;
  avatar?: string | null;
  author_account: boolean;
  voiceover_artist_account: boolean;
  /** An operator of the store (issue 28, an extension): the menu links to the back office. */
  is_operator?: boolean;
  /** A member of the partner programme (issue 43, an extension): the menu links their pages. */
  partner_account?: boolean;
}

export interface UserMenuProps {
  /** The signed-in account, or null when signed out (Login and Join are shown). */
  account: UserMenuAccount | null;
  onSignOut: () => void;
  linkAs?: LinkComponent;
  /**
   * Hides the username beside the avatar (narrow headers; it stays the button's name), and on phones
   * the chevron too.
   */
  compact?: boolean;
  open?: boolean;
  onOpenChange?: (open: boolean) => void;
  className?: string;
}

/** A user-menu entry before it becomes a menu item. */
export type UserMenuEntry = { label: string; href: string } | { label: 'Sign Out'; action: 'sign-out' };

/**
 * The signed-in entries in the spec's order, with its role rules: Selling Dashboard and Voiceover
 * Orders only for authors or voiceover artists; Become an Author and Become a Voiceover Artist only
 * for users without that role. Operators (an extension, issue 28) also get the Back Office first;
 * partners (issue 43) their Partner Dashboard after the selling one.
 */
export function userMenuEntries(account: UserMenuAccount): UserMenuEntry[] {
  const seller = account.author_account || account.voiceover_artist_account;
  const entries: (UserMenuEntry | false)[] = [
    account.is_operator === true && { label: 'Back Office', href: '/admin' },
    seller && { label: 'Selling Dashboard', href: '/dashboard' },
    account.partner_account === true && { label: 'Partner Dashboard', href: '/dashboard/partner' },
    { label: 'My Account', href: '/myaccount' },
    { label: 'Library', href: '/myaccount/library' },
    { label: 'Book Orders', href: '/myaccount/orders/books' },
    { label: 'Payments', href: '/myaccount/payments' },
    seller && { label: 'Voiceover Orders', href: '/myaccount/orders/voiceovers' },
    { label: 'Sign Out', action: 'sign-out' },
    !account.author_account && { label: 'Become an Author', href: '/selling/author' },
    !account.voiceover_artist_account && { label: 'Become a Voiceover Artist', href: '/selling/voa' },
  ];
  return entries.filter((entry): entry is UserMenuEntry => entry !== false);
}

/** Signed in: the username and avatar opening the account menu. Signed out: Login and Join links. */
export function UserMenu({
  account,
  onSignOut,
  linkAs,
  compact = false,
  open,
  onOpenChange,
  className,
}: UserMenuProps) {
  if (!account) {
    return (
      <div className={clsx(classes.UserMenu, classes.SignedOut, className)}>
        <Button href="/login" linkAs={linkAs} variant="ghost" size="small">
          Login
        </Button>
        <Button href="/signup" linkAs={linkAs} size="small">
          Join
        </Button>
      </div>
    );
  }

  const items: MenuEntry[] = userMenuEntries(account).map((entry) =>
    'action' in entry
      ? { label: entry.label, onSelect: onSignOut, icon: <LogoutIcon size={16} /> }
      : { label: entry.label, href: entry.href, linkAs },
  );

  return (
    <Menu
      className={clsx(classes.UserMenu, className)}
      align="end"
      hideChevron={compact ? 'narrow' : false}
      trigger={
        <span className={classes.Trigger}>
          <Avatar src={account.avatar} name={account.username} size="small" alt="" />
          {/* The username names the button; compact headers keep it for screen readers only. */}
          {compact ? (
            <VisuallyHidden>{account.username}</VisuallyHidden>
          ) : (
            <span className={classes.Username}>{account.username}</span>
          )}
        </span>
      }
      header={
        <span className={classes.Header}>
          <Avatar src={account.avatar} name={account.username} alt="" />
          <span className={classes.HeaderName}>
            <span className={classes.SignedInAs}>Signed in as</span>
            <strong>{account.username}</strong>
          </span>
        </span>
      }
      items={items}
      open={open}
      onOpenChange={onOpenChange}
    />
  );
}
