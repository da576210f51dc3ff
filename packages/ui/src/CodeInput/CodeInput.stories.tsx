import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CodeInput } from './CodeInput';

const meta = {
  title: 'Primitives/CodeInput',
  component: CodeInput,
  argTypes: {
    label: { control: 'text' },
    length: { control: { type: 'number', min: 4, max: 8 } },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    mode: { control: 'inline-radio', options: ['numeric', 'alphanumeric'] },
    hint: { control: 'text' },
    error: { control: 'text' },
    disabled: { control: 'boolean' },
    autoFocus: { control: 'boolean' },
    name: { control: 'text' },
    onChange: { action: 'change' },
    onComplete: { action: 'complete' },
  },
  args: {
    label: 'Verification code',
    hint: 'Enter the 6-digit code we sent to your email.',
    onChange: fn(),
    onComplete: fn(),
  },
} satisfies Meta<typeof CodeInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const first = canvas.getByRole('textbox', { name: 'Character 1 of 6' });
    await userEvent.click(first);
    await userEvent.keyboard('12a3');
    await expect(canvas.getByRole('textbox', { name: 'Character 4 of 6' })).toHaveFocus();
    await userEvent.keyboard('{Backspace}');
    await expect(canvas.getByRole('textbox', { name: 'Character 3 of 6' })).toHaveValue('');
    await userEvent.click(first);
    await userEvent.paste('482913');
    await expect(args.onComplete).toHaveBeenCalledWith('482913');
    await expect(canvas.getByRole('textbox', { name: 'Character 6 of 6' })).toHaveValue('3');
  },
};
export const Playground: Story = {};
export const Filled: Story = { args: { defaultValue: '482913' } };
export const WithError: Story = {
  args: { defaultValue: '482910', error: 'The code is incorrect or has expired.' },
};
export const FourCharacters: Story = { args: { length: 4, label: '2-factor code', hint: undefined } };
export const Alphanumeric: Story = { args: { mode: 'alphanumeric', defaultValue: 'AB12' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: '48' } };
export const Dark: Story = { args: { defaultValue: '4829' }, globals: { theme: 'dark' } };
