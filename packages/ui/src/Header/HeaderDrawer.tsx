import type { BrowseMenuList } from '../BrowseMenu';
import { MEDIA_TYPE_LINKS } from '../BrowseMenu';
import { Button } from '../Button';
import type { CategoryMenuCategory } from '../CategoryMenu';
import { CategoryTree } from '../CategoryMenu/CategoryTree';
import { Drawer } from '../Drawer';
import { Anchor, type BookType, type LinkComponent } from '../format';
import type { Theme } from '../ThemeProvider';
import { ThemeSwitcher } from '../ThemeSwitcher';
import classes from './Header.module.css';

export interface HeaderDrawerProps {
  open: boolean;
  onClose: () => void;
  categories: readonly CategoryMenuCategory[];
  lists: readonly BrowseMenuList[];
  bookType: BookType;
  /** Signed out, Login and Join are offered at the end. */
  signedIn: boolean;
  theme?: Theme;
  onThemeChange?: (theme: Theme) => void;
  linkAs?: LinkComponent;
}

/**
 * The header's menu drawer on narrow screens: the browse links, the categories, the theme switcher and
 * Login/Join. Its own module, so the header loads it only when the Menu button is first pressed.
 */
export default function HeaderDrawer({
  open,
  onClose: closeMenu,
  categories,
  lists,
  bookType,
  signedIn,
  theme,
  onThemeChange,
  linkAs,
}: HeaderDrawerProps) {
  const LinkComponent = linkAs ?? Anchor;
  return (
    <Drawer open={open} onClose={closeMenu} title="Menu" placement="left" size="small">
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
          {signedIn ? null : (
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
  );
}
