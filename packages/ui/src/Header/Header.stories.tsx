import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, waitFor, within } from 'storybook/test';
import { countryOptions } from '../CountrySwitcher/countries.fixture';
import { CountrySwitcher } from '../CountrySwitcher';
import { accounts, headerContent } from '../fixtures/bookstore-fixtures';
import { Header } from './Header';

const meta = {
  title: 'Bookstore/Header',
  component: Header,
  parameters: { layout: 'fullscreen' },
  args: {
    categories: headerContent.categories,
    lists: headerContent.lists,
    bookType: 'ebook',
    account: accounts.author,
    onSignOut: fn(),
    cartCount: 3,
    onCartClick: fn(),
    cartOpen: false,
    onSearchClick: fn(),
    logo: 'Bookstore',
    homeHref: '/',
  },
  argTypes: {
    categories: { control: 'object' },
    lists: { control: 'object' },
    bookType: { control: 'inline-radio', options: ['ebook', 'printbook', 'audiobook'] },
    account: { control: 'object', description: 'null when signed out' },
    onSignOut: { description: 'Sign Out in the user menu' },
    cartCount: { control: 'number' },
    onCartClick: { description: 'Opens the cart drawer' },
    cartOpen: { control: 'boolean' },
    onSearchClick: { description: 'Opens the search overlay' },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark'] },
    onThemeChange: { description: 'Without it the ThemeProvider switches' },
    countrySwitcher: { control: false, description: 'The country switcher, e.g. CountrySwitcher' },
    logo: { control: 'text' },
    homeHref: { control: 'text' },
    linkAs: { control: false },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 520 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    await expect(args.onCartClick).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('button', { name: 'Shop By Category' }));
    await expect(canvas.getByRole('link', { name: 'Classics' })).toHaveAttribute(
      'href',
      '/ebooks/cat_AFRLIT01/sub_CLASSC11',
    );
  },
};

export const Playground: Story = {};

export const SignedOut: Story = { args: { account: null, cartCount: 0 } };

export const Reader: Story = { args: { account: accounts.reader, cartCount: 12 } };

export const Mobile: Story = {
  args: { account: null },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement, userEvent }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Menu' }));
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(drawer).getByRole('link', { name: 'Ebooks' })).toHaveAttribute('href', '/ebooks');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull());
  },
};

const countrySwitcher = <CountrySwitcher countries={countryOptions} value="ng" onChange={fn()} align="end" />;

/** With the country switcher (flag and code; the flag alone on phones). */
export const WithCountrySwitcher: Story = {
  args: { countrySwitcher },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Country: Nigeria, NG, prices in NGN' }));
    await waitFor(() => expect(canvas.getByRole('menu', { name: 'Country and currency' })).toBeVisible());
  },
};

/** The country switcher on a 320 px phone, signed in: the bar still fits. */
export const MobileWithCountrySwitcher: Story = {
  args: { countrySwitcher },
  globals: { viewport: { value: 'mobile1' } },
  parameters: { viewport: { defaultViewport: 'mobile1' } },
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header');
    await expect(header?.scrollWidth).toBeLessThanOrEqual(header?.clientWidth ?? 0);
  },
};
