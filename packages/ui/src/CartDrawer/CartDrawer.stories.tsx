import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { cartItems } from '../fixtures/bookstore-fixtures';
import { CartDrawer, type CartDrawerItem, type CartDrawerProps } from './CartDrawer';

/** A working cart: the buttons change the items the way the cart calls would. */
function CartDemo(args: CartDrawerProps) {
  const [open, setOpen] = useState(args.open);
  const [items, setItems] = useState<readonly CartDrawerItem[]>(args.items);
  const change = (id: CartDrawerItem['id'], by: number) =>
    setItems((current) =>
      current.map((item) => (item.id === id ? { ...item, quantity: item.quantity + by } : item)),
    );
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open cart
      </Button>
      <CartDrawer
        {...args}
        open={open}
        items={items}
        onClose={() => {
          args.onClose();
          setOpen(false);
        }}
        onIncrease={(item) => {
          args.onIncrease?.(item);
          change(item.id, 1);
        }}
        onDecrease={(item) => {
          args.onDecrease?.(item);
          change(item.id, -1);
        }}
        onRemove={(item) => {
          args.onRemove?.(item);
          setItems((current) => current.filter((other) => other.id !== item.id));
        }}
      />
    </>
  );
}

const meta = {
  title: 'Bookstore/CartDrawer',
  component: CartDrawer,
  parameters: { layout: 'fullscreen' },
  render: (args) => <CartDemo key={`${String(args.open)}-${args.items.length}`} {...args} />,
  args: {
    open: true,
    items: cartItems,
    onClose: fn(),
    onIncrease: fn(),
    onDecrease: fn(),
    onRemove: fn(),
    onCheckout: fn(),
    pendingItemIds: [],
  },
  argTypes: {
    open: { control: 'boolean' },
    items: { control: 'object' },
    onClose: { description: 'Escape, backdrop or the close button' },
    onIncrease: { description: 'Plus on a print book' },
    onDecrease: { description: 'Minus on a print book' },
    onRemove: { description: 'Remove a cart item' },
    checkoutHref: { control: 'text' },
    onCheckout: { description: 'The Checkout button' },
    linkAs: { control: false },
    pendingItemIds: { control: 'object' },
    currencySymbol: { control: 'text' },
    container: { control: false },
    className: { control: false },
  },
} satisfies Meta<typeof CartDrawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, userEvent }) => {
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Things Fall Apart' }));
    await expect(args.onIncrease).toHaveBeenCalled();
    await expect(screen.getByText('Total').parentElement).toHaveTextContent('₦65,250.49');
    await userEvent.click(screen.getByRole('button', { name: 'Remove Stay With Me from cart' }));
    await expect(screen.queryByText('Stay With Me')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Checkout' }));
    await expect(args.onCheckout).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const Empty: Story = {
  args: { items: [] },
  play: async () => {
    await expect(await screen.findByText('You have no item in your Cart')).toBeVisible();
  },
};

export const OnlyDigitalBooks: Story = {
  args: { items: cartItems.filter((item) => item.book.type !== 'printbook') },
  play: async () => {
    await screen.findByRole('dialog', { name: 'Cart' });
    await expect(screen.queryByRole('button', { name: /Increase quantity/ })).toBeNull();
  },
};

export const PendingItem: Story = { args: { pendingItemIds: [301] } };

export const CheckoutLink: Story = { args: { checkoutHref: '/checkout' } };

export const OpenAndClose: Story = {
  args: { open: false },
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open cart' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cart' });
    await expect(dialog).toBeVisible();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onClose).toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: 'Open cart' })).toHaveFocus();
  },
};
