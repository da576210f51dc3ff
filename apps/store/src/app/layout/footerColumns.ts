import type { Account } from '@bookstore/api-client/contract';
import { DEFAULT_FOOTER_COLUMNS, type FooterColumn, type FooterLink } from '@bookstore/ui';

type Roles = Pick<Account, 'author_account' | 'voiceover_artist_account'> | null;

/**
 * Whether a Sell link is for this visitor (spec §6, as the user menu applies it): the Selling Dashboard
 * only for authors and voiceover artists, each "Become" link only for those who lack that role.
 */
function forRoles(link: FooterLink, account: Roles): boolean {
  if (link.href === '/dashboard')
    return Boolean(account?.author_account || account?.voiceover_artist_account);
  if (link.href === '/selling/author') return !account?.author_account;
  if (link.href === '/selling/voa') return !account?.voiceover_artist_account;
  return true;
}

/** The kit's footer columns with the links that fit the account's roles (none signed out). */
export function footerColumns(account: Roles): FooterColumn[] {
  return DEFAULT_FOOTER_COLUMNS.map((column) => ({
    ...column,
    links: column.links.filter((link) => forRoles(link, account)),
  })).filter((column) => column.links.length > 0);
}
