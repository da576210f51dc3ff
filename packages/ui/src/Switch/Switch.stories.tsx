import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Primitives/Switch',
  component: Switch,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    labelPosition: { control: 'inline-radio', options: ['start', 'end'] },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
    disabled: { control: 'boolean' },
    defaultChecked: { control: 'boolean' },
    onChange: { action: 'change' },
  },
  args: { label: 'Dark theme', onChange: fn() },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Dark theme' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onChange).toHaveBeenCalledOnce();
  },
};
export const Playground: Story = {};
export const On: Story = { args: { defaultChecked: true } };
export const WithHint: Story = {
  args: { label: 'Email me about new releases', hint: 'At most once a week.' },
};
export const LabelStart: Story = { args: { labelPosition: 'start' } };
export const Small: Story = { args: { size: 'small' } };
export const Disabled: Story = { args: { disabled: true } };
export const OnDark: Story = { args: { defaultChecked: true }, globals: { theme: 'dark' } };
