import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { headerContent } from '../fixtures/bookstore-fixtures';
import { CategoryMenu } from './CategoryMenu';

const meta = {
  title: 'Bookstore/CategoryMenu',
  component: CategoryMenu,
  args: {
    categories: headerContent.categories,
    bookType: 'ebook',
    label: 'Shop By Category',
    onOpenChange: fn(),
  },
  argTypes: {
    categories: { control: 'object' },
    bookType: { control: 'inline-radio', options: ['ebook', 'printbook', 'audiobook'] },
    linkAs: { control: false },
    label: { control: 'text' },
    open: { control: 'boolean' },
    onOpenChange: { description: 'Open state changes' },
    className: { control: false },
  },
  decorators: [
    (Story) => (
      <div style={{ minHeight: 420 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CategoryMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const button = canvas.getByRole('button', { name: 'Shop By Category' });
    await userEvent.click(button);
    await expect(args.onOpenChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('link', { name: 'Diaspora Stories New' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  },
};

export const Playground: Story = {};

export const Open: Story = { args: { open: true } };

export const Audiobooks: Story = {
  args: { open: true, bookType: 'audiobook' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'History' })).toHaveAttribute(
      'href',
      '/audiobooks/cat_HISTOR04',
    );
  },
};

export const NoCategories: Story = { args: { open: true, categories: [] } };
