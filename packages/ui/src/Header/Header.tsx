import clsx from 'clsx';
import { useState, type ReactNode } from 'react';
import { MEDIA_TYPE_LINKS, BrowseMenu, type BrowseMenuList } from '../BrowseMenu';
import { Button } from '../Button';
import { CartButton } from '../CartButton';
import { CategoryMenu, type CategoryMenuCategory } from '../CategoryMenu';
import { CategoryTree } from '../CategoryMenu/CategoryTree';
import { Drawer } from '../Drawer';
import { Anchor, type BookType, type LinkComponent } from '../format';
import { MenuIcon, SearchIcon } from '../icons';
import { IconButton } from '../IconButton';
import { SEARCH_PLACEHOLDER } from '../SearchOverlay/placeholder';
import type { Theme } from '../ThemeProvider';
import { ThemeSwitcher } from '../ThemeSwitcher';
import { VisuallyHidden } from '../VisuallyHidden';
import { UserMenu, type UserMenuAccount } from '../UserMenu';
import classes from './Header.module.css';

export interface HeaderProps {
  /** Header content: categories with sub-categories. */
  categories: readonly CategoryMenuCategory[];
  /** Header content: curated lists. */
  lists: readonly BrowseMenuList[];
  /** The book preference; category links follow it. */
  bookType?: BookType;
  /** The signed-in account, or null for Login and Join. */
  account: UserMenuAccount | null;
  onSignOut: () => void;
  /** The cart count (sum of quantities). */
  cartCount: number;
  /** Opens the cart drawer. */
  onCartClick: () => void;
  /** Whether the cart drawer is open. */
  cartOpen?: boolean;
  /** Opens the search overlay. */
  onSearchClick: () => void;
  /** Theme and setter; without them the ThemeProvider's are used. */
  theme?: Theme;
  onThemeChange?: (theme: Theme) => void;
  /** The country switcher (e.g. the kit's CountrySwitcher), shown on every width; its room is kept. */
  countrySwitcher?: ReactNode;
  /** The brand shown at the start, linking home. */
  logo?: ReactNode;
  homeHref?: string;
  linkAs?: LinkComponent;
  className?: string;
}

/**
 * The shared header: Browse, Shop By Category, search, theme switcher, cart and user menu. Narrow
 * screens collapse the menus and the theme switcher into a "Menu" button that opens a side drawer.
 */
export function Header({
  categories,
  lists,
  bookType = 'ebook',
  account,
  onSignOut,
  cartCount,
  onCartClick,
  cartOpen,
  onSearchClick,
  theme,
  onThemeChange,
  countrySwitcher,
  logo = 'Bookstore',
  homeHref = '/',
  linkAs,
  className,
}: HeaderProps) {
  const [menuOpen, setMenuOpen] = useState(false);
  const LinkComponent = linkAs ?? Anchor;
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className={clsx(classes.Header, className)}>
      <div className={classes.Bar}>
        <span className={classes.Narrow}>
          <IconButton
            label="Menu"
            icon={<MenuIcon />}
            aria-haspopup="dialog"
            aria-expanded={menuOpen}
            onClick={() => setMenuOpen(true)}
          />
        </span>
        <LinkComponent className={classes.Logo} href={homeHref}>
          {logo}
        </LinkComponent>
        <nav className={clsx(classes.Menus, classes.Wide)} aria-label="Main">
          <BrowseMenu lists={lists} linkAs={linkAs} />
          <CategoryMenu categories={categories} bookType={bookType} linkAs={linkAs} />
        </nav>
        {/* One search button: a field on wide screens, an icon button on narrow ones. */}
        <button type="button" className={classes.SearchField} onClick={onSearchClick} aria-haspopup="dialog">
          <SearchIcon size={18} />
          <VisuallyHidden>Search</VisuallyHidden>
          <span className={classes.SearchHint} aria-hidden="true">
            {SEARCH_PLACEHOLDER}
          </span>
        </button>
        <div className={classes.Actions}>
          {countrySwitcher === undefined ? null : <span className={classes.Country}>{countrySwitcher}</span>}
          <span className={classes.Wide}>
            <ThemeSwitcher theme={theme} onThemeChange={onThemeChange} display="icon" />
          </span>
          <CartButton count={cartCount} expanded={cartOpen} onClick={onCartClick} />
          {/* Signed out, Login and Join move into the menu drawer on narrow screens. */}
          <span className={account ? classes.Always : classes.Wide}>
            <UserMenu account={account} onSignOut={onSignOut} linkAs={linkAs} compact />
          </span>
        </div>
      </div>

      <Drawer open={menuOpen} onClose={closeMenu} title="Menu" placement="left" size="small">
        <div className={classes.Drawer}>
          <nav aria-label="Browse">
            <h3 className={classes.DrawerHeading}>Browse</h3>
            <ul className={classes.DrawerList}>
              {MEDIA_TYPE_LINKS.map((link) => (
                <li key={link.href}>
                  <LinkComponent className={classes.DrawerLink} href={link.href} onClick={closeMenu}>
                    {link.label}
                  </LinkComponent>
                </li>
              ))}
              {lists.map((list) => (
                <li key={list.uid}>
                  <LinkComponent
                    className={classes.DrawerLink}
                    href={`/lists/${encodeURIComponent(list.uid)}`}
                    onClick={closeMenu}
                  >
                    {list.list_name}
                  </LinkComponent>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label="Shop By Category">
            <h3 className={classes.DrawerHeading}>Shop By Category</h3>
            <CategoryTree
              categories={categories}
              bookType={bookType}
              linkAs={LinkComponent}
              onNavigate={closeMenu}
              classes={{
                List: classes.DrawerList,
                Link: classes.DrawerLink,
                SubList: classes.DrawerSubList,
                SubLink: classes.DrawerSubLink,
              }}
            />
          </nav>
          <div className={classes.DrawerActions}>
            <ThemeSwitcher theme={theme} onThemeChange={onThemeChange} />
            {account ? null : (
              <div className={classes.DrawerAuth}>
                <Button href="/login" linkAs={linkAs} variant="secondary" onClick={closeMenu}>
                  Login
                </Button>
                <Button href="/signup" linkAs={linkAs} onClick={closeMenu}>
                  Join
                </Button>
              </div>
            )}
          </div>
        </div>
      </Drawer>
    </header>
  );
}
