import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { DataTable, type DataTableColumn } from './DataTable';

interface Sale {
  id: string;
  title: string;
  type: 'ebook' | 'audiobook' | 'printbook';
  copies: number;
  revenue: number;
  date: string;
}

const SALES: Sale[] = [
  {
    id: 's1',
    title: 'Half of a Yellow Sun',
    type: 'ebook',
    copies: 214,
    revenue: 642000,
    date: '2026-10-02',
  },
  {
    id: 's2',
    title: 'Things Fall Apart',
    type: 'audiobook',
    copies: 98,
    revenue: 441000,
    date: '2026-10-11',
  },
  {
    id: 's3',
    title: 'The Famished Road',
    type: 'printbook',
    copies: 45,
    revenue: 337500,
    date: '2026-09-28',
  },
  { id: 's4', title: 'Americanah', type: 'ebook', copies: 301, revenue: 903000, date: '2026-10-15' },
];

const naira = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

const columns: DataTableColumn<Sale>[] = [
  { key: 'title', header: 'Book', sortable: true, rowHeader: true },
  { key: 'type', header: 'Type', cell: (row) => <Badge variant={row.type}>{row.type}</Badge> },
  { key: 'copies', header: 'Copies', sortable: true, align: 'end' },
  {
    key: 'revenue',
    header: 'Revenue',
    sortable: true,
    align: 'end',
    cell: (row) => `₦${naira.format(row.revenue)}`,
  },
  { key: 'date', header: 'Last sale', sortable: true },
];

const meta = {
  title: 'Primitives/DataTable',
  component: DataTable<Sale>,
  argTypes: {
    caption: { control: 'text' },
    hideCaption: { control: 'boolean' },
    density: { control: 'inline-radio', options: ['compact', 'comfortable'] },
    manualSort: { control: 'boolean' },
    columns: { control: false },
    rows: { control: 'object' },
    getRowKey: { control: false },
    sort: { control: 'object' },
    defaultSort: { control: 'object' },
    onSortChange: { action: 'sortChange' },
    emptyState: { control: 'text' },
  },
  args: { caption: 'Sales by book', columns, rows: SALES, getRowKey: (row: Sale) => row.id },
} satisfies Meta<typeof DataTable<Sale>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Sales by book' });
    const copies = canvas.getByRole('columnheader', { name: /Copies/ });
    await expect(copies).toHaveAttribute('aria-sort', 'none');
    await userEvent.click(within(copies).getByRole('button'));
    await expect(copies).toHaveAttribute('aria-sort', 'ascending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('The Famished Road');
    await userEvent.click(within(copies).getByRole('button'));
    await expect(copies).toHaveAttribute('aria-sort', 'descending');
    await expect(within(table).getAllByRole('rowheader')[0]).toHaveTextContent('Americanah');
  },
};
export const Playground: Story = {};
export const SortedByRevenue: Story = { args: { defaultSort: { key: 'revenue', direction: 'descending' } } };
export const Compact: Story = { args: { density: 'compact', hideCaption: true } };
export const Empty: Story = {
  args: {
    rows: [],
    emptyState: (
      <EmptyState
        size="small"
        headingLevel={3}
        title="No sales yet"
        description="Sales appear here once readers buy your books."
      />
    ),
  },
};
export const Dark: Story = {
  args: { defaultSort: { key: 'title', direction: 'ascending' } },
  globals: { theme: 'dark' },
};
