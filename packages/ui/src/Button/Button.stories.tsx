import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon, ChevronRightIcon } from '../icons';
import { Button } from './Button';

const meta = {
  title: 'Primitives/Button',
  component: Button,
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    loading: { control: 'boolean' },
    fullWidth: { control: 'boolean' },
    disabled: { control: 'boolean' },
    children: { control: 'text' },
    leadingIcon: { control: false },
    trailingIcon: { control: false },
    onClick: { action: 'click' },
  },
  args: { children: 'Add to cart', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Add to cart' }));
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
export const Playground: Story = {};
export const Primary: Story = { args: { variant: 'primary' } };
export const Secondary: Story = { args: { variant: 'secondary', children: 'Cancel' } };
export const Ghost: Story = { args: { variant: 'ghost', children: 'View all' } };
export const Danger: Story = { args: { variant: 'danger', children: 'Delete book' } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center', flexWrap: 'wrap' }}>
      <Button {...args} size="small">
        Small
      </Button>
      <Button {...args} size="medium">
        Medium
      </Button>
      <Button {...args} size="large">
        Large
      </Button>
    </div>
  ),
};
export const WithIcons: Story = {
  args: { leadingIcon: <CartIcon size={18} />, trailingIcon: <ChevronRightIcon size={18} /> },
};
export const Loading: Story = {
  args: { loading: true, children: 'Checkout' },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Checkout' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const FullWidth: Story = { args: { fullWidth: true, children: 'Checkout' } };
export const AsLink: Story = {
  args: { href: '#checkout', children: 'Go to checkout', variant: 'secondary' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Go to checkout' })).toHaveAttribute(
      'href',
      '#checkout',
    );
  },
};
export const AllVariantsDark: Story = {
  globals: { theme: 'dark' },
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, flexWrap: 'wrap' }}>
      <Button onClick={args.onClick} variant="primary">
        Primary
      </Button>
      <Button onClick={args.onClick} variant="secondary">
        Secondary
      </Button>
      <Button onClick={args.onClick} variant="ghost">
        Ghost
      </Button>
      <Button onClick={args.onClick} variant="danger">
        Danger
      </Button>
      <Button onClick={args.onClick} loading>
        Loading
      </Button>
      <Button onClick={args.onClick} disabled>
        Disabled
      </Button>
    </div>
  ),
};
