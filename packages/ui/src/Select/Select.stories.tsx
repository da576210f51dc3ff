import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const SORT_OPTIONS = [
  { value: 'Trending', label: 'Trending' },
  { value: 'TitleAsc', label: 'Title, A to Z' },
  { value: 'TitleDesc', label: 'Title, Z to A' },
  { value: 'PriceLow', label: 'Price, low to high' },
  { value: 'PriceHigh', label: 'Price, high to low' },
  { value: 'PublicationDateDesc', label: 'Newest first' },
  { value: 'PublicationDateAsc', label: 'Oldest first' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  argTypes: {
    label: { control: 'text' },
    options: { control: 'object' },
    placeholder: { control: 'text' },
    hint: { control: 'text' },
    error: { control: 'text' },
    hideLabel: { control: 'boolean' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    disabled: { control: 'boolean' },
    required: { control: 'boolean' },
    onChange: { action: 'change' },
  },
  args: { label: 'Sort by', options: SORT_OPTIONS, onChange: fn() },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Sort by' });
    await userEvent.selectOptions(select, 'PriceLow');
    await expect(select).toHaveValue('PriceLow');
    await expect(args.onChange).toHaveBeenCalled();
  },
};
export const Playground: Story = {};
export const WithPlaceholder: Story = {
  args: {
    label: 'Bank',
    placeholder: 'Choose a bank',
    options: [
      { value: '044', label: 'Access Bank' },
      { value: '058', label: 'Guaranty Trust Bank' },
      { value: '033', label: 'United Bank for Africa' },
    ],
    hint: 'Revenue is paid into this bank.',
  },
};
export const WithError: Story = { args: { ...WithPlaceholder.args, error: 'Choose a bank.' } };
export const Dark: Story = { args: WithPlaceholder.args, globals: { theme: 'dark' } };
export const Small: Story = { args: { size: 'small' } };
