import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CartIcon, CloseIcon, MenuIcon, MoonIcon, TrashIcon } from '../icons';
import { IconButton } from './IconButton';

const meta = {
  title: 'Primitives/IconButton',
  component: IconButton,
  argTypes: {
    label: { control: 'text' },
    icon: { control: false },
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    loading: { control: 'boolean' },
    disabled: { control: 'boolean' },
    onClick: { action: 'click' },
  },
  args: { label: 'Close', icon: <CloseIcon />, onClick: fn() },
} satisfies Meta<typeof IconButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Close' }));
    await expect(args.onClick).toHaveBeenCalledOnce();
  },
};
export const Playground: Story = {};
export const Secondary: Story = { args: { variant: 'secondary', label: 'Open menu', icon: <MenuIcon /> } };
export const Primary: Story = { args: { variant: 'primary', label: 'Cart', icon: <CartIcon /> } };
export const Danger: Story = { args: { variant: 'danger', label: 'Remove item', icon: <TrashIcon /> } };
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
      <IconButton {...args} size="small" icon={<MoonIcon size={16} />} label="Switch to Dark" />
      <IconButton {...args} size="medium" icon={<MoonIcon />} label="Switch to Dark" />
      <IconButton {...args} size="large" icon={<MoonIcon size={24} />} label="Switch to Dark" />
    </div>
  ),
};
export const Loading: Story = { args: { loading: true, variant: 'secondary' } };
export const Dark: Story = { args: { variant: 'secondary' }, globals: { theme: 'dark' } };
