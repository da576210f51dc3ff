import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { accounts } from '../fixtures/bookstore-fixtures';
import { UserMenu } from './UserMenu';

const meta = {
  title: 'Bookstore/UserMenu',
  component: UserMenu,
  args: { account: accounts.reader, onSignOut: fn(), compact: false, onOpenChange: fn() },
  argTypes: {
    account: { control: 'object', description: 'null when signed out' },
    onSignOut: { description: 'The Sign Out entry' },
    linkAs: { control: false },
    compact: { control: 'boolean' },
    open: { control: 'boolean' },
    onOpenChange: { description: 'Open state changes' },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 460, display: 'flex', justifyContent: 'flex-end', alignItems: 'flex-start' }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof UserMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'adaeze.reads' }));
    // The open menu's code loads on the first open.
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'My Account' })).toHaveFocus());
    await expect(canvas.queryByRole('menuitem', { name: 'Selling Dashboard' })).toBeNull();
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Sign Out' }));
    await expect(args.onSignOut).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const SignedOut: Story = {
  args: { account: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Join' })).toHaveAttribute('href', '/signup');
  },
};

export const ReaderOpen: Story = { args: { open: true } };

export const AuthorOpen: Story = { args: { account: accounts.author, open: true } };

export const VoiceoverArtistOpen: Story = { args: { account: accounts.voiceoverArtist, open: true } };

export const BothRolesOpen: Story = { args: { account: accounts.both, open: true } };

export const Compact: Story = { args: { compact: true } };
