import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import type { BookType } from '../format';
import { FormatPreferenceBar, type FormatPreferenceBarProps } from './FormatPreferenceBar';

/** Keeps the preference so the toggles work; a new `value` control resets it through the key. */
function Stateful(args: FormatPreferenceBarProps) {
  const [value, setValue] = useState<BookType>(args.value);
  return (
    <FormatPreferenceBar
      {...args}
      value={value}
      onChange={(type) => {
        args.onChange(type);
        setValue(type);
      }}
    />
  );
}

const meta = {
  title: 'Bookstore/FormatPreferenceBar',
  component: FormatPreferenceBar,
  args: { value: 'ebook', onChange: fn() },
  argTypes: {
    value: { control: 'inline-radio', options: ['ebook', 'printbook', 'audiobook'] },
    onChange: { description: 'Called with the picked book type' },
    className: { control: false },
  },
  render: (args) => <Stateful key={args.value} {...args} />,
} satisfies Meta<typeof FormatPreferenceBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Printbook' }));
    await expect(args.onChange).toHaveBeenCalledWith('printbook');
    await expect(canvas.getByRole('button', { name: 'Printbook' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText(/set to/)).toHaveTextContent('set to printbook,');
  },
};

export const Playground: Story = {};

export const Printbook: Story = { args: { value: 'printbook' } };

export const Audiobook: Story = { args: { value: 'audiobook' } };
