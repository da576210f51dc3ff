import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Drawer, type DrawerProps } from './Drawer';

function DrawerDemo({ onClose, open: initiallyOpen, ...props }: DrawerProps) {
  const [open, setOpen] = useState(initiallyOpen);
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open cart
      </Button>
      <Drawer
        {...props}
        open={open}
        onClose={() => {
          setOpen(false);
          onClose();
        }}
      />
    </>
  );
}

const footer = (
  <div style={{ display: 'grid', gap: 12 }}>
    <div style={{ display: 'flex', justifyContent: 'space-between', fontWeight: 600 }}>
      <span>Total</span>
      <span>₦12,500.00</span>
    </div>
    <Button fullWidth>Checkout</Button>
  </div>
);

const meta = {
  title: 'Primitives/Drawer',
  component: Drawer,
  render: (args) => <DrawerDemo {...args} />,
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    placement: { control: 'inline-radio', options: ['right', 'left'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    closeLabel: { control: 'text' },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
    container: { control: false },
    onClose: { action: 'close' },
  },
  args: {
    open: false,
    title: 'Cart',
    onClose: fn(),
    children: <p>You have no item in your Cart</p>,
    footer,
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const opener = within(canvasElement).getByRole('button', { name: 'Open cart' });
    await userEvent.click(opener);
    const drawer = await page.findByRole('dialog', { name: 'Cart' });
    await waitFor(() => expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Checkout' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(drawer).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = { args: { open: true } };
export const Open: Story = { args: { open: true } };
export const OpenDark: Story = { args: { open: true }, globals: { theme: 'dark' } };
export const Left: Story = {
  args: {
    open: true,
    placement: 'left',
    title: 'Browse',
    footer: undefined,
    children: (
      <nav aria-label="Browse">
        <ul>
          <li>
            <a href="#ebooks">Ebooks</a>
          </li>
          <li>
            <a href="#audiobooks">Audiobooks</a>
          </li>
          <li>
            <a href="#printbooks">Print books</a>
          </li>
        </ul>
      </nav>
    ),
  },
};
export const Large: Story = { args: { open: true, size: 'large' } };
