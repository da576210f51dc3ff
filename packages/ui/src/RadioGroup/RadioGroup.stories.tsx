import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { RadioGroup } from './RadioGroup';

const meta = {
  title: 'Primitives/RadioGroup',
  component: RadioGroup,
  argTypes: {
    label: { control: 'text' },
    name: { control: 'text' },
    options: { control: 'object' },
    value: { control: 'text' },
    defaultValue: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    required: { control: 'boolean' },
    disabled: { control: 'boolean' },
    orientation: { control: 'inline-radio', options: ['vertical', 'horizontal'] },
    onChange: { action: 'change' },
  },
  args: {
    label: 'Book type',
    name: 'book_type',
    defaultValue: 'ebook',
    options: [
      { value: 'ebook', label: 'Ebook', hint: 'Read in the app' },
      { value: 'audiobook', label: 'Audiobook', hint: 'Listen in the player' },
      { value: 'printbook', label: 'Print book', hint: 'Delivered to your address' },
    ],
    onChange: fn(),
  },
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Book type' })).toBeVisible();
    const ebook = canvas.getByRole('radio', { name: 'Ebook' });
    await expect(ebook).toBeChecked();
    await userEvent.click(canvas.getByRole('radio', { name: 'Audiobook' }));
    await expect(args.onChange).toHaveBeenLastCalledWith('audiobook');
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByRole('radio', { name: 'Print book' })).toBeChecked();
  },
};
export const Playground: Story = {};
export const Horizontal: Story = { args: { orientation: 'horizontal' } };
export const WithError: Story = {
  args: {
    defaultValue: undefined,
    required: true,
    error: 'Choose a book type.',
    hint: 'You can change it later.',
  },
};
export const Disabled: Story = { args: { disabled: true } };
export const Dark: Story = { args: { orientation: 'horizontal' }, globals: { theme: 'dark' } };
