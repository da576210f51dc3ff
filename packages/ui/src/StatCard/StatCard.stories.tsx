import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookIcon, CartIcon } from '../icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Primitives/StatCard',
  component: StatCard,
  argTypes: {
    label: { control: 'text' },
    value: { control: 'text' },
    change: { control: 'number' },
    changeLabel: { control: 'text' },
    invertChange: { control: 'boolean' },
    icon: { control: false },
  },
  args: { label: 'Revenue', value: '₦1,245,300.00', change: 12.5, changeLabel: 'vs last month' },
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 300 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Up 12.5%')).toBeInTheDocument();
  },
};
export const Playground: Story = {};
export const Decrease: Story = {
  args: { label: 'Books sold', value: '1,204', change: -4.2, icon: <BookIcon size={18} /> },
};
export const NoChange: Story = {
  args: { label: 'Orders', value: '318', change: 0, icon: <CartIcon size={18} /> },
};
export const InvertedChange: Story = {
  args: { label: 'Refunds', value: '₦24,000.00', change: 8, invertChange: true },
};
export const WithoutChange: Story = {
  args: { label: 'Withdrawable balance', value: '₦310,000.00', change: undefined },
};
const Row = () => (
  <div
    style={{
      display: 'grid',
      gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))',
      gap: 16,
      maxWidth: 900,
    }}
  >
    <StatCard label="Revenue" value="₦1,245,300.00" change={12.5} changeLabel="vs last month" />
    <StatCard
      label="Books sold"
      value="1,204"
      change={-4.2}
      changeLabel="vs last month"
      icon={<BookIcon size={18} />}
    />
    <StatCard
      label="Orders"
      value="318"
      change={0}
      changeLabel="vs last month"
      icon={<CartIcon size={18} />}
    />
  </div>
);
export const Dashboard: Story = { render: Row, decorators: [] };
export const DashboardDark: Story = { render: Row, globals: { theme: 'dark' } };
