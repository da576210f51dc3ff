import clsx from 'clsx';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { BrowseMenu, type BrowseMenuList } from '../BrowseMenu';
import { CartButton } from '../CartButton';
import { CategoryMenu, type CategoryMenuCategory } from '../CategoryMenu';
import { Anchor, type BookType, type LinkComponent } from '../format';
import { MenuIcon, SearchIcon } from '../icons';
import { IconButton } from '../IconButton';
import { SEARCH_PLACEHOLDER } from '../SearchOverlay/placeholder';
import type { Theme } from '../ThemeProvider';
import { ThemeSwitcher } from '../ThemeSwitcher';
import { VisuallyHidden } from '../VisuallyHidden';
import { UserMenu, type UserMenuAccount } from '../UserMenu';
import classes from './Header.module.css';

const HeaderDrawer = lazy(() => import('./HeaderDrawer'));

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
  const [drawerUsed, setDrawerUsed] = useState(false);
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
            onClick={() => {
              setDrawerUsed(true);
              setMenuOpen(true);
            }}
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

      {/* The drawer's code loads on the first open: narrow screens only, and only when asked for. */}
      {drawerUsed ? (
        <Suspense fallback={null}>
          <HeaderDrawer
            open={menuOpen}
            onClose={closeMenu}
            categories={categories}
            lists={lists}
            bookType={bookType}
            signedIn={account !== null}
            theme={theme}
            onThemeChange={onThemeChange}
            linkAs={linkAs}
          />
        </Suspense>
      ) : null}
    </header>
  );
}
