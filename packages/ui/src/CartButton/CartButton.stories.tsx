import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { CartButton } from './CartButton';

const meta = {
  title: 'Bookstore/CartButton',
  component: CartButton,
  args: { count: 3, expanded: false, onClick: fn() },
  argTypes: {
    count: { control: 'number', description: 'Sum of the cart items’ quantities' },
    expanded: { control: 'boolean' },
    onClick: { description: 'Opens the cart drawer' },
    className: { control: false },
  },
} satisfies Meta<typeof CartButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Cart, 3 items' }));
    await expect(args.onClick).toHaveBeenCalled();
  },
};

export const Playground: Story = {};

export const Empty: Story = { args: { count: 0 } };

export const OneItem: Story = { args: { count: 1 } };

export const ManyItems: Story = { args: { count: 128 } };
