import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { accounts, headerContent } from '../fixtures/bookstore-fixtures';
import { Header, type HeaderProps } from './Header';

function renderHeader(props: Partial<HeaderProps> = {}) {
  const handlers = {
    onSignOut: vi.fn(),
    onCartClick: vi.fn(),
    onSearchClick: vi.fn(),
    onThemeChange: vi.fn(),
  };
  render(
    <Header
      categories={headerContent.categories}
      lists={headerContent.lists}
      account={accounts.reader}
      cartCount={3}
      theme="light"
      {...handlers}
      {...props}
    />,
  );
  return handlers;
}

describe('Header', () => {
  it('is the banner with the home link, Browse, Shop By Category, theme, cart and user menu', () => {
    renderHeader({ logo: 'Rovingheights' });
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'Rovingheights' })).toHaveAttribute('href', '/');
    const main = within(banner).getByRole('navigation', { name: 'Main' });
    expect(within(main).getByRole('button', { name: 'Browse' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Shop By Category' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Switch to Dark' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'Cart, 3 items' })).toBeInTheDocument();
    expect(within(banner).getByRole('button', { name: 'adaeze.reads' })).toBeInTheDocument();
  });

  it('shows the country switcher it is given before the cart, with no wrapper when there is none', () => {
    renderHeader({ countrySwitcher: <button type="button">Country: Nigeria</button> });
    const banner = screen.getByRole('banner');
    const country = within(banner).getByRole('button', { name: 'Country: Nigeria' });
    const cart = within(banner).getByRole('button', { name: 'Cart, 3 items' });
    expect(country.compareDocumentPosition(cart) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens the search, the cart and switches the theme through its callbacks', async () => {
    const handlers = renderHeader();
    // One search button on every width (a field wide, an icon narrow).
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(handlers.onSearchClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Cart, 3 items' }));
    expect(handlers.onCartClick).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Switch to Dark' }));
    expect(handlers.onThemeChange).toHaveBeenCalledWith('dark');
  });

  it('collapses into a Menu button whose drawer holds browse links, categories, theme and Login/Join', async () => {
    renderHeader({ account: null, bookType: 'printbook' });
    const menuButton = screen.getByRole('button', { name: 'Menu' });
    await userEvent.click(menuButton);
    // The drawer's code loads on the first open.
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    const browse = within(drawer).getByRole('navigation', { name: 'Browse' });
    expect(within(browse).getByRole('link', { name: 'Audiobooks' })).toHaveAttribute('href', '/audiobooks');
    expect(within(browse).getByRole('link', { name: 'Summer Reads' })).toHaveAttribute(
      'href',
      '/lists/lst_SUMMER02',
    );
    const categories = within(drawer).getByRole('navigation', { name: 'Shop By Category' });
    expect(within(categories).getByRole('link', { name: 'Folktales' })).toHaveAttribute(
      'href',
      '/printbooks/cat_CHILDR03/sub_FOLKTL32',
    );
    expect(within(drawer).getByRole('button', { name: 'Switch to Dark' })).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
    await userEvent.click(within(categories).getByRole('link', { name: 'History' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});
