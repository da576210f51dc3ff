import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { FormField } from './FormField';

const meta = {
  title: 'Primitives/FormField',
  component: FormField,
  argTypes: {
    label: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    hideLabel: { control: 'boolean' },
    id: { control: 'text' },
    children: { control: false },
  },
  args: {
    label: 'Account number',
    hint: 'Ten digits, as on your bank statement.',
    // Any control works: here a plain input, styled inline with the kit's tokens.
    children: (control) => (
      <input
        {...control}
        inputMode="numeric"
        style={{
          height: 'var(--bk-control-height-md)',
          padding: '0 var(--bk-space-3)',
          border: '1px solid var(--bk-color-border-strong)',
          borderRadius: 'var(--bk-radius-md)',
          background: 'var(--bk-color-bg)',
          color: 'var(--bk-color-fg)',
          font: 'inherit',
        }}
      />
    ),
  },
} satisfies Meta<typeof FormField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Account number' });
    await expect(input).toHaveAccessibleDescription('Ten digits, as on your bank statement.');
  },
};
export const Playground: Story = {};
export const WithError: Story = {
  args: { error: 'Enter ten digits.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Account number/ });
    await expect(input).toBeInvalid();
    await expect(input).toHaveAccessibleDescription(/Enter ten digits\./);
  },
};
export const WithErrorDark: Story = { args: { error: 'Enter ten digits.' }, globals: { theme: 'dark' } };
export const HiddenLabel: Story = { args: { hideLabel: true, hint: undefined } };
