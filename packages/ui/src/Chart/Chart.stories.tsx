import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Chart } from './Chart';

const REVENUE = [
  { label: 'May', value: 412000 },
  { label: 'Jun', value: 538500 },
  { label: 'Jul', value: 497250 },
  { label: 'Aug', value: 702000 },
  { label: 'Sep', value: 655400 },
  { label: 'Oct', value: 934000 },
];

const SALES = [
  { label: 'Mon', value: 42 },
  { label: 'Tue', value: 38 },
  { label: 'Wed', value: 51 },
  { label: 'Thu', value: 47 },
  { label: 'Fri', value: 73 },
  { label: 'Sat', value: 96 },
  { label: 'Sun', value: 88 },
];

const naira = (value: number) =>
  `₦${new Intl.NumberFormat('en-US', { notation: value >= 100000 ? 'compact' : 'standard', maximumFractionDigits: 1 }).format(value)}`;

const meta = {
  title: 'Primitives/Chart',
  component: Chart,
  argTypes: {
    title: { control: 'text' },
    description: { control: 'text' },
    data: { control: 'object' },
    type: { control: 'inline-radio', options: ['line', 'bar'] },
    formatValue: { control: false },
    valueLabel: { control: 'text' },
    categoryLabel: { control: 'text' },
    height: { control: { type: 'range', min: 120, max: 400 } },
    emptyMessage: { control: 'text' },
  },
  args: {
    title: 'Revenue, last 6 months',
    data: REVENUE,
    formatValue: naira,
    valueLabel: 'Revenue',
    categoryLabel: 'Month',
  },
} satisfies Meta<typeof Chart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const graphic = canvas.getByRole('img', { name: 'Revenue, last 6 months' });
    await expect(graphic).toHaveAccessibleDescription(/highest ₦934K in Oct/);
    await userEvent.click(canvas.getByText('Show data table'));
    await expect(canvas.getByRole('table', { name: 'Revenue, last 6 months' })).toBeVisible();
    await expect(canvas.getByRole('cell', { name: '₦702K' })).toBeVisible();
  },
};
export const Playground: Story = {};
export const Bar: Story = {
  args: {
    type: 'bar',
    title: 'Copies sold this week',
    data: SALES,
    formatValue: undefined,
    valueLabel: 'Copies',
    categoryLabel: 'Day',
  },
};
export const ManyPoints: Story = {
  args: {
    title: 'Daily revenue, October',
    data: Array.from({ length: 31 }, (_, i) => ({
      label: `Oct ${i + 1}`,
      value: 20000 + ((i * 7919) % 23) * 1500,
    })),
  },
};
export const Empty: Story = {
  args: { title: 'Revenue', data: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No data for this period yet.')).toBeVisible();
  },
};
export const Dark: Story = { globals: { theme: 'dark' } };
export const BarDark: Story = { args: Bar.args, globals: { theme: 'dark' } };
