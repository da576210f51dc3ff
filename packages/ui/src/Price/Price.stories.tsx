import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Price } from './Price';

const meta = {
  title: 'Bookstore/Price',
  component: Price,
  args: { amount: 12500, currencySymbol: '₦', size: 'medium', tone: 'default' },
  argTypes: {
    amount: { control: 'number', description: 'Amount in major units' },
    currencySymbol: { control: 'text' },
    size: { control: 'inline-radio', options: ['small', 'medium', 'large'] },
    tone: { control: 'inline-radio', options: ['default', 'strong', 'muted'] },
    className: { control: false },
  },
} satisfies Meta<typeof Price>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('₦12,500.00')).toBeVisible();
  },
};

export const Playground: Story = {};

export const Small: Story = { args: { size: 'small', amount: 3800 } };

export const Large: Story = { args: { size: 'large', amount: 1250000 } };

export const Strong: Story = { args: { tone: 'strong', amount: 15999.99 } };

export const Muted: Story = { args: { tone: 'muted', amount: 7250.5 } };

export const OtherCurrency: Story = { args: { currencySymbol: '$', amount: 24.9 } };
