import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Badge } from '../Badge';
import { EmptyState } from '../EmptyState';
import { Link } from '../Link';
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

interface Order {
  id: number;
  reference: string;
  date: string;
  items: number;
  status: 'Delivered' | 'Shipped' | 'Pending' | 'Cancelled';
  total: number;
}

const ORDERS: Order[] = [
  { id: 1, reference: 'ORD-10482', date: '15 Oct 2026', items: 3, status: 'Delivered', total: 37500 },
  { id: 2, reference: 'ORD-10511', date: '22 Oct 2026', items: 1, status: 'Shipped', total: 12500.5 },
  { id: 3, reference: 'ORD-10597', date: '2 Nov 2026', items: 12, status: 'Pending', total: 1250000 },
  { id: 4, reference: 'ORD-10603', date: '3 Nov 2026', items: 2, status: 'Cancelled', total: 8400 },
];

const STATUS_BADGE = {
  Delivered: 'success',
  Shipped: 'info',
  Pending: 'warning',
  Cancelled: 'danger',
} as const;

/** The store's account orders, the table the issue found hiding its Status column on a phone. */
const orderColumns: DataTableColumn<Order>[] = [
  {
    key: 'reference',
    header: 'Order',
    rowHeader: true,
    cell: (row) => <Link href={`#${row.reference}`}>{row.reference}</Link>,
  },
  { key: 'date', header: 'Date' },
  { key: 'items', header: 'Items', align: 'end' },
  {
    key: 'status',
    header: 'Status',
    cell: (row) => <Badge variant={STATUS_BADGE[row.status]}>{row.status}</Badge>,
  },
  { key: 'total', header: 'Total', align: 'end', cell: (row) => `₦${naira.format(row.total)}` },
];

const ordersArgs = {
  caption: 'Your book orders',
  columns: orderColumns,
  rows: ORDERS,
  getRowKey: (row: Order) => row.id,
};

/** Every cell of the table lies inside its container: no column is cut off or scrolled away. */
async function expectNothingOffScreen(canvasElement: HTMLElement) {
  const canvas = within(canvasElement);
  const table = canvas.getByRole('table');
  const region = canvas.getByRole('region');
  await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth);
  const bounds = region.getBoundingClientRect();
  for (const cell of within(table).getAllByRole('cell')) {
    const box = cell.getBoundingClientRect();
    await expect(box.left).toBeGreaterThanOrEqual(bounds.left - 0.5);
    await expect(box.right).toBeLessThanOrEqual(bounds.right + 0.5);
  }
}

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

/**
 * On a phone (375 px) each row reads as a card: the order is the card's title and every other cell shows
 * its column's label above the value, so Status and Total stay on screen. Screen readers still get a
 * table with column headers.
 */
export const Phone: StoryObj<typeof DataTable<Order>> = {
  args: ordersArgs,
  globals: { viewport: { value: 'phone', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Your book orders' });
    await expect(within(table).getAllByRole('columnheader')).toHaveLength(5);
    const rows = within(table).getAllByRole('row').slice(1);
    await expect(rows).toHaveLength(4);
    const [first] = rows;
    if (!first) throw new Error('no first row');
    await expect(within(first).getByRole('rowheader')).toHaveTextContent('ORD-10482');
    const cells = within(first).getAllByRole('cell');
    await expect(cells.map((cell) => cell.dataset.label)).toEqual(['Date', 'Items', 'Status', 'Total']);
    await expect(within(first).getByText('Delivered')).toBeVisible();
    await expectNothingOffScreen(canvasElement);
  },
};

/** The same table at 1280 px: a plain table, one row per order. */
export const Desktop: StoryObj<typeof DataTable<Order>> = {
  args: ordersArgs,
  globals: { viewport: { value: 'desktop', isRotated: false } },
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Your book orders' });
    // One line per row: the cells of a row sit side by side.
    const tops = within(table)
      .getAllByRole('cell')
      .slice(0, 4)
      .map((cell) => Math.round(cell.getBoundingClientRect().top));
    await expect(new Set(tops).size).toBe(1);
    await expectNothingOffScreen(canvasElement);
  },
};

/**
 * The cards follow the table's container, not the viewport: in a 320 px side panel on a wide screen the
 * rows read as cards too, sort buttons included.
 */
export const InNarrowPanel: Story = {
  decorators: [
    (Story) => (
      <div style={{ maxWidth: 320 }}>
        <Story />
      </div>
    ),
  ],
  args: { defaultSort: { key: 'revenue', direction: 'descending' } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const revenue = canvas.getByRole('columnheader', { name: /Revenue/ });
    await expect(within(revenue).getByRole('button')).toBeVisible();
    await userEvent.click(within(revenue).getByRole('button'));
    await expect(revenue).toHaveAttribute('aria-sort', 'ascending');
    await expect(canvas.getAllByRole('rowheader')[0]).toHaveTextContent('The Famished Road');
    await expectNothingOffScreen(canvasElement);
  },
};

/** No rows on a phone: the empty state fills the card list. */
export const PhoneEmpty: StoryObj<typeof DataTable<Order>> = {
  args: {
    ...ordersArgs,
    rows: [],
    emptyState: (
      <EmptyState
        size="small"
        headingLevel={3}
        title="No book orders yet"
        description="Books you buy appear here, with their delivery and payment."
      />
    ),
  },
  globals: { viewport: { value: 'phone', isRotated: false } },
};
