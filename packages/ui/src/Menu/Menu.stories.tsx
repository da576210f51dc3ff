import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge } from '../Badge';
import { BookIcon, HeadphonesIcon, LogoutIcon, PrintIcon, SettingsIcon, UserIcon } from '../icons';
import { Menu } from './Menu';

const signOut = fn();

const meta = {
  title: 'Primitives/Menu',
  component: Menu,
  argTypes: {
    trigger: { control: 'text' },
    triggerLabel: { control: 'text' },
    triggerVariant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    triggerSize: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    hideChevron: { control: 'boolean' },
    align: { control: 'inline-radio', options: ['start', 'end'] },
    open: { control: 'boolean' },
    items: { control: 'object' },
    header: { control: false },
    onOpenChange: { action: 'openChange' },
  },
  args: {
    trigger: 'Browse',
    items: [
      { label: 'Ebooks', href: '#ebooks', icon: <BookIcon size={18} /> },
      { label: 'Audiobooks', href: '#audiobooks', icon: <HeadphonesIcon size={18} /> },
      { label: 'Print books', href: '#printbooks', icon: <PrintIcon size={18} /> },
      { type: 'separator' },
      { label: 'Staff picks', href: '#lists/staff-picks', badge: <Badge variant="new" size="small" /> },
      { label: 'African classics', href: '#lists/african-classics' },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 320 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Menu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'Browse' });
    trigger.focus();
    await userEvent.keyboard('{ArrowDown}');
    // The open menu's code loads on the first open.
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Ebooks' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('menuitem', { name: 'Audiobooks' })).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'African classics' })).toHaveFocus();
    await userEvent.keyboard('p');
    await expect(canvas.getByRole('menuitem', { name: 'Print books' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).not.toBeInTheDocument();
    await expect(trigger).toHaveFocus();
  },
};

export const Playground: Story = {};

export const Open: Story = { args: { open: true } };

export const OpenDark: Story = { args: { open: true }, globals: { theme: 'dark' } };

export const UserMenuWithActions: Story = {
  args: {
    trigger: 'ada',
    align: 'start',
    header: (
      <div>
        <strong>ada</strong>
        <div>ada@example.com</div>
      </div>
    ),
    items: [
      { label: 'My Account', href: '#myaccount', icon: <UserIcon size={18} /> },
      { label: 'Library', href: '#library', icon: <BookIcon size={18} /> },
      { label: 'Settings', href: '#settings', icon: <SettingsIcon size={18} />, disabled: true },
      { type: 'separator' },
      { label: 'Sign Out', onSelect: signOut, icon: <LogoutIcon size={18} /> },
    ],
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const trigger = canvas.getByRole('button', { name: 'ada' });
    await userEvent.click(trigger);
    // The open menu's code loads on the first open.
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getByRole('menuitem', { name: 'Sign Out' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(signOut).toHaveBeenCalledOnce();
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  },
};

export const AlignEnd: Story = {
  args: { open: true, align: 'end' },
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Story />
      </div>
    ),
  ],
};
