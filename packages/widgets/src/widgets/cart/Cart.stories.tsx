import { DEFAULT_COUNTRY } from '@bookstore/api-client/constants';
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
import { decodeHandoff } from '../../runtime/handoff';
import { BookstoreCart } from '../../react';

const line = (book: (typeof fixtureBooks)[keyof typeof fixtureBooks], quantity: number) => ({
  id: book.uid,
  quantity,
  country: DEFAULT_COUNTRY,
  book: { uid: book.uid, title: book.title, type: book.type, cover_path: book.cover_path, price: book.price },
});

const meta = {
  title: 'Widgets/Cart',
  component: BookstoreCart,
  parameters: { layout: 'padded' },
  decorators: [withPartnerCart([line(fixtureBooks.printbook, 2), line(fixtureBooks.ebook, 1)])],
  render: (args, { globals }) => (
    <BookstoreCart {...args} theme={args.theme ?? (globals.theme as 'light' | 'dark' | undefined)} />
  ),
  args: {
    apiBase: STORY_API_BASE,
    storeUrl: STORY_STORE_URL,
    country: 'ng',
    fetch: storyFetch,
    // The story stays in Storybook instead of opening the store's checkout.
    onCheckout: fn((event: CustomEvent) => event.preventDefault()),
  },
  argTypes: {
    country: { control: 'inline-radio', options: ['ng', 'gb', 'us'] },
    theme: { control: 'inline-radio', options: [undefined, 'light', 'dark', 'auto'] },
    apiBase: { control: 'text' },
    storeUrl: { control: 'text' },
    fetch: { control: false },
  },
} satisfies Meta<typeof BookstoreCart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(widgetRoot(canvasElement)).getByRole('button', { name: 'Cart, 3 items' }),
    ).toBeInTheDocument();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  decorators: [withPartnerCart()],
  play: async ({ canvasElement }) => {
    const widget = within(widgetRoot(canvasElement));
    await userEvent.click(widget.getByRole('button', { name: 'Cart, 0 items' }));
    await expect(await widget.findByText('You have no item in your Cart')).toBeInTheDocument();
  },
};

/** The drawer opens inside the widget, above the page; Checkout hands the items to the store. */
export const OpenAndCheckout: Story = {
  play: async ({ canvasElement, args }) => {
    const widget = within(widgetRoot(canvasElement));
    await userEvent.click(widget.getByRole('button', { name: 'Cart, 3 items' }));
    const drawer = within(await widget.findByRole('dialog', { name: 'Cart' }));
    await userEvent.click(drawer.getByRole('button', { name: 'Increase quantity of Stay With Me' }));
    await expect(drawer.getByLabelText('Quantity 3')).toBeInTheDocument();
    await userEvent.click(drawer.getByRole('button', { name: 'Checkout' }));
    await waitFor(() => expect(args.onCheckout).toHaveBeenCalledTimes(1));
    const event = (args.onCheckout as ReturnType<typeof fn>).mock.calls[0]?.[0] as CustomEvent<{
      url: string;
    }>;
    const url = new URL(event.detail.url);
    await expect(decodeHandoff(url.searchParams.get('handoff') ?? '')).toEqual([
      { uid: fixtureBooks.printbook.uid, quantity: 3 },
      { uid: fixtureBooks.ebook.uid, quantity: 1 },
    ]);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
