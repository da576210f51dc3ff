import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { BookIcon, CartIcon } from '../icons';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Primitives/EmptyState',
  component: EmptyState,
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    headingLevel: { control: 'inline-radio', options: [2, 3, 4] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    icon: { control: false },
    action: { control: false },
  },
  args: {
    title: 'Your library is empty',
    description: 'Ebooks and audiobooks you buy appear here, ready to read or listen to.',
    icon: <BookIcon size={28} />,
    action: <Button href="#ebooks">Browse ebooks</Button>,
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Your library is empty' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Browse ebooks' })).toBeVisible();
  },
};
export const Playground: Story = {};
export const EmptyCart: Story = {
  args: {
    title: 'You have no item in your Cart',
    description: undefined,
    icon: <CartIcon size={28} />,
    action: undefined,
    size: 'small',
    headingLevel: 3,
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
