import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    indeterminate: { control: 'boolean' },
    disabled: { control: 'boolean' },
    defaultChecked: { control: 'boolean' },
    required: { control: 'boolean' },
    onChange: { action: 'change' },
  },
  args: { label: 'Make this my primary delivery address', onChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox', { name: args.label as string });
    await userEvent.click(box);
    await expect(box).toBeChecked();
    await userEvent.keyboard(' ');
    await expect(box).not.toBeChecked();
    await expect(args.onChange).toHaveBeenCalledTimes(2);
  },
};
export const Playground: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const Indeterminate: Story = { args: { indeterminate: true, label: 'Select all books' } };
export const WithHint: Story = { args: { hint: 'Print books are delivered here.' } };
export const WithError: Story = {
  args: { label: 'I accept the Terms of Use', error: 'Accept the terms to continue.' },
};
export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };
export const Dark: Story = {
  args: { defaultChecked: true, hint: 'Print books are delivered here.' },
  globals: { theme: 'dark' },
};
