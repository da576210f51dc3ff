import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { headerContent } from '../fixtures/bookstore-fixtures';
import { BrowseMenu } from './BrowseMenu';

const meta = {
  title: 'Bookstore/BrowseMenu',
  component: BrowseMenu,
  parameters: { layout: 'padded' },
  args: { lists: headerContent.lists, label: 'Browse', onOpenChange: fn() },
  argTypes: {
    lists: { control: 'object' },
    linkAs: { control: false },
    label: { control: 'text' },
    open: { control: 'boolean' },
    onOpenChange: { description: 'Open state changes' },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 380 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof BrowseMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Browse' }));
    // The open menu's code loads on the first open.
    await waitFor(() => expect(canvas.getByRole('menuitem', { name: 'Audiobooks' })).toHaveFocus());
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('menuitem', { name: 'All curated lists' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(canvas.queryByRole('menu')).toBeNull();
  },
};

export const Playground: Story = {};

export const Open: Story = { args: { open: true } };

export const WithoutLists: Story = { args: { lists: [], open: true } };
