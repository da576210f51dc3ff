import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchIcon } from '../icons';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    hideLabel: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    type: { control: 'select', options: ['text', 'email', 'tel', 'number', 'url', 'search'] },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    leadingIcon: { control: false },
    trailingAction: { control: false },
    onChange: { action: 'change' },
  },
  args: { label: 'Email', type: 'email', placeholder: 'you@example.com', onChange: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Email' });
    await userEvent.type(input, 'ada@example.com');
    await expect(input).toHaveValue('ada@example.com');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Playground: Story = {};
export const WithHint: Story = { args: { hint: 'We send your verification code to this address.' } };
export const WithError: Story = { args: { error: 'Enter a valid email address.', defaultValue: 'ada@' } };
export const WithErrorDark: Story = {
  args: { error: 'Enter a valid email address.', defaultValue: 'ada@' },
  globals: { theme: 'dark' },
};
export const Required: Story = { args: { required: true } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ada@example.com' } };
export const Search: Story = {
  args: {
    label: 'Search',
    hideLabel: true,
    type: 'search',
    placeholder: 'Search for a Book, Author or Category...',
    leadingIcon: <SearchIcon size={18} />,
  },
};
export const Sizes: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <TextField {...args} size="small" label="Small" />
      <TextField {...args} size="medium" label="Medium" />
      <TextField {...args} size="large" label="Large" />
    </div>
  ),
};
