import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Button } from '../Button';
import { Dialog, type DialogProps } from './Dialog';

function DialogDemo({ onClose, open: initiallyOpen, ...props }: DialogProps) {
  const [open, setOpen] = useState(initiallyOpen);
  const close = () => {
    setOpen(false);
    onClose();
  };
  return (
    <>
      <Button variant="secondary" onClick={() => setOpen(true)}>
        Open dialog
      </Button>
      <Dialog {...props} open={open} onClose={close} />
    </>
  );
}

const meta = {
  title: 'Primitives/Dialog',
  component: Dialog,
  render: (args) => <DialogDemo {...args} />,
  argTypes: {
    open: { control: 'boolean' },
    title: { control: 'text' },
    description: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    closeLabel: { control: 'text' },
    closeOnBackdrop: { control: 'boolean' },
    children: { control: false },
    footer: { control: false },
    initialFocusRef: { control: false },
    container: { control: false },
    onClose: { action: 'close' },
  },
  args: {
    open: false,
    title: 'Delete this book?',
    description: 'The book and its files are removed from your dashboard. Readers who bought it keep access.',
    onClose: fn(),
    footer: (
      <>
        <Button variant="secondary">Cancel</Button>
        <Button variant="danger">Delete book</Button>
      </>
    ),
  },
} satisfies Meta<typeof Dialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const opener = canvas.getByRole('button', { name: 'Open dialog' });
    await userEvent.click(opener);
    const dialog = await page.findByRole('dialog', { name: 'Delete this book?' });
    await expect(dialog).toHaveAccessibleDescription(/removed from your dashboard/);
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus());
    // Tab stays inside the dialog.
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
    await expect(opener).toHaveFocus();
  },
};

export const Playground: Story = { args: { open: true } };

export const Open: Story = { args: { open: true } };

export const OpenDark: Story = { args: { open: true }, globals: { theme: 'dark' } };

export const Small: Story = {
  args: {
    open: true,
    size: 'small',
    title: 'Sign out?',
    description: 'Your cart stays saved on this device.',
    footer: (
      <>
        <Button variant="secondary">Stay</Button>
        <Button>Sign Out</Button>
      </>
    ),
  },
};

export const Large: Story = {
  args: {
    open: true,
    size: 'large',
    title: 'Terms of withdrawal',
    description: undefined,
    children: (
      <p>
        Revenue from completed orders can be withdrawn to a verified bank account. Withdrawals are processed
        on business days.
      </p>
    ),
  },
};

export const BackdropClose: Story = {
  play: async ({ args, canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Open dialog' }));
    await page.findByRole('dialog');
    const backdrop = canvasElement.ownerDocument.querySelector('[role="presentation"]');
    if (!(backdrop instanceof HTMLElement)) throw new Error('no backdrop');
    await userEvent.click(backdrop);
    await expect(page.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(args.onClose).toHaveBeenCalledOnce();
  },
};
