import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { fixtureBooks } from '../../fixtures/catalog';
import {
  STORY_API_BASE,
  STORY_STORE_URL,
  storyFetch,
  widgetRoot,
  withPartnerCart,
} from '../../fixtures/story';
import { BookstoreBookCard } from '../../react';

const meta = {
  title: 'Widgets/BookCard',
  component: BookstoreBookCard,
  decorators: [withPartnerCart()],
  render: (args, { globals }) => (
    <BookstoreBookCard {...args} theme={args.theme ?? (globals.theme as 'light' | 'dark' | undefined)} />
  ),
  args: {
    uid: fixtureBooks.printbook.uid,
    apiBase: STORY_API_BASE,
    storeUrl: STORY_STORE_URL,
    country: 'ng',
    fetch: storyFetch,
    onAddToCart: fn(),
    style: { width: 240 },
  },
  argTypes: {
    uid: {
      control: 'select',
      options: [...Object.values(fixtureBooks).map((book) => book.uid), 'bk_UNKNOWN1'],
    },
    country: { control: 'inline-radio', options: ['ng', 'gb', 'us'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
    apiBase: { control: 'text' },
    storeUrl: { control: 'text' },
    fetch: { control: false },
    style: { control: 'object' },
  },
} satisfies Meta<typeof BookstoreBookCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const widget = within(widgetRoot(canvasElement));
    const link = await widget.findByRole('link', { name: 'Stay With Me' });
    await expect(link).toHaveAttribute('href', `${STORY_STORE_URL}/books/${fixtureBooks.printbook.uid}`);
    await expect(widget.getByText('₦8,500.00')).toBeInTheDocument();
  },
};

export const Playground: Story = {};

/** The price follows the country: the same book in pounds. */
export const PricedInPounds: Story = {
  args: { uid: fixtureBooks.ebook.uid, country: 'gb' },
  play: async ({ canvasElement }) => {
    await expect(await within(widgetRoot(canvasElement)).findByText('£2.10')).toBeInTheDocument();
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

/** The host's accent, font and radius reach the widget through CSS custom properties. */
export const HostTheming: Story = {
  args: { style: { width: 240, ['--bk-accent' as string]: '#1f6f43', ['--bk-radius' as string]: '2px' } },
};

export const AddToCart: Story = {
  play: async ({ canvasElement, args }) => {
    const widget = within(widgetRoot(canvasElement));
    await userEvent.click(await widget.findByRole('button', { name: /add to cart/i }));
    await waitFor(() => expect(args.onAddToCart).toHaveBeenCalledTimes(1));
    await expect(widget.getByRole('status')).toHaveTextContent('Added Stay With Me to your cart');
    // The card itself says so: the button reads "Added ✓" while the focus stays on it.
    await expect(widget.getByRole('button', { name: /added/i })).toHaveTextContent('Added ✓');
  },
};

export const NotFound: Story = {
  args: { uid: 'bk_UNKNOWN1' },
  play: async ({ canvasElement }) => {
    await expect(await within(widgetRoot(canvasElement)).findByRole('alert')).toHaveTextContent(
      'This book is not available.',
    );
  },
};
