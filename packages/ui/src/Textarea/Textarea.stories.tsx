import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Textarea } from './Textarea';

const meta = {
  title: 'Primitives/Textarea',
  component: Textarea,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    hideLabel: { control: 'boolean' },
    showCount: { control: 'boolean' },
    resizable: { control: 'boolean' },
    rows: { control: 'number' },
    maxLength: { control: 'number' },
    placeholder: { control: 'text' },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
  args: { label: 'Book description', hint: 'Shown on the book page.' },
} satisfies Meta<typeof Textarea>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Playground: Story = {};
export const WithCount: Story = {
  args: { maxLength: 200, showCount: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Book description' }), 'A novel of Biafra');
    await expect(canvas.getByText('17 / 200')).toBeVisible();
  },
};
export const WithError: Story = { args: { error: 'Add a description of at least 50 characters.' } };
export const Dark: Story = { args: { maxLength: 200, showCount: true }, globals: { theme: 'dark' } };
export const Disabled: Story = {
  args: { disabled: true, defaultValue: 'Published books cannot be edited.' },
};
