import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PasswordField } from './PasswordField';

const meta = {
  title: 'Primitives/PasswordField',
  component: PasswordField,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    hideLabel: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    showLabel: { control: 'text' },
    hidePasswordLabel: { control: 'text' },
    autoComplete: { control: 'inline-radio', options: ['current-password', 'new-password'] },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
  },
  args: { label: 'Password' },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Password');
    await userEvent.type(input, 'open sesame');
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.click(canvas.getByRole('button', { name: 'Show password' }));
    await expect(input).toHaveAttribute('type', 'text');
    await userEvent.click(canvas.getByRole('button', { name: 'Hide password' }));
    await expect(input).toHaveAttribute('type', 'password');
  },
};
export const Playground: Story = {};
export const NewPassword: Story = {
  args: { label: 'New password', autoComplete: 'new-password', hint: 'At least 8 characters.' },
};
export const WithError: Story = { args: { error: 'The password is incorrect.', defaultValue: 'secret' } };
export const Dark: Story = { args: { hint: 'At least 8 characters.' }, globals: { theme: 'dark' } };
export const Disabled: Story = { args: { disabled: true } };
