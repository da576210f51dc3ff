import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { answer, money, renderAt } from '../shared/testing';

const book = { uid: 'B1', title: 'Sun Road' };

const hooks = vi.hoisted(() => ({
  selling: {
    useListOrders: vi.fn(),
    useListRevenues: vi.fn(),
    useDashboardStatistics: vi.fn(),
    useOrderStatistics: vi.fn(),
    useRevenueStatistics: vi.fn(),
  },
}));
vi.mock('../../api', () => ({ hooks }));

const { SalesScreen, RevenueScreen, DashboardScreen } = await import('./index');
const { monthLabel } = await import('./SellingCharts');
const { setAccount } = await import('../../state/account');

const dashboardFigures = answer({
  total_books: 3,
  published_books: 2,
  total_sales: 5,
  pending_orders: 1,
  total_revenue: money(5000),
  available_balance: money(1200),
});

describe('the seller dashboard', () => {
  it('lists the sales in the kit’s table, page by page', () => {
    hooks.selling.useListOrders.mockReturnValue(
      answer({
        items: [{ id: 4, book, quantity: 2, created_at: '2026-11-03T10:00:00Z', earnings: money(1800) }],
        page: 1,
        last_page: 2,
      }),
    );
    renderAt('/dashboard/sales', '/dashboard/sales', <SalesScreen />);
    expect(hooks.selling.useListOrders).toHaveBeenCalledWith({ query: { page: 1 } });
    const table = screen.getByRole('table', { name: /sales of your books/i });
    const [header, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    const headers = within(header).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual(['Date', 'Book', 'Quantity', 'Earnings']);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Sun Road');
    expect(row).toHaveTextContent('3 Nov 2026');
    expect(row).toHaveTextContent('₦1,800');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/dashboard/sales?page=2',
    );
  });

  it('shows the revenue ledger in the kit’s table, or what to expect when it is empty', () => {
    hooks.selling.useListRevenues.mockReturnValue(
      answer({
        items: [{ id: 9, book, order_reference: 'ORD-9', net: money(900), status: 'available' }],
        page: 1,
        last_page: 1,
      }),
    );
    renderAt('/dashboard/revenue', '/dashboard/revenue?page=1', <RevenueScreen />);
    const row = within(screen.getByRole('table', { name: /earnings/i })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('ORD-9');
    expect(row).toHaveTextContent('Available');

    hooks.selling.useListRevenues.mockReturnValue(answer({ items: [], page: 1, last_page: 1 }));
    renderAt('/dashboard/revenue', '/dashboard/revenue', <RevenueScreen />);
    expect(screen.getByRole('heading', { name: 'No revenue yet' })).toBeInTheDocument();
  });

  it('shows the figures and links to the dashboard’s pages', () => {
    hooks.selling.useDashboardStatistics.mockReturnValue(dashboardFigures);
    renderAt('/dashboard', '/dashboard', <DashboardScreen />);
    expect(screen.getByText('Available balance')).toBeInTheDocument();
    expect(screen.getByText(/₦1,200/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Sales' })).toHaveAttribute('href', '/dashboard/sales');
  });

  it('charts an author’s sales and revenue per month, with the same numbers in a table', () => {
    hooks.selling.useDashboardStatistics.mockReturnValue(dashboardFigures);
    hooks.selling.useOrderStatistics.mockReturnValue(
      answer({
        total_orders: 5,
        pending_orders: 1,
        completed_orders: 4,
        per_month: [
          { month: '2026-10', count: 2 },
          { month: '2026-11', count: 3 },
        ],
      }),
    );
    hooks.selling.useRevenueStatistics.mockReturnValue(
      answer({
        total_revenue: money(5000),
        available_balance: money(1200),
        withdrawn: money(0),
        pending_withdrawal: money(0),
        per_month: [
          { month: '2026-10', amount: money(2000) },
          { month: '2026-11', amount: money(3000) },
        ],
      }),
    );
    setAccount({ author_account: true } as Parameters<typeof setAccount>[0]);
    try {
      renderAt('/dashboard', '/dashboard', <DashboardScreen />);
      expect(screen.getByRole('img', { name: /books sold per month/i })).toBeInTheDocument();
      const revenue = screen.getByRole('table', { name: /revenue per month/i });
      const rows = within(revenue).getAllByRole('row');
      expect(rows.at(-1)).toHaveTextContent('Nov 2026');
      expect(rows.at(-1)).toHaveTextContent('₦3,000.00');
    } finally {
      setAccount(null);
    }
  });

  it('shows no author charts to a voiceover artist', () => {
    hooks.selling.useOrderStatistics.mockClear();
    renderAt('/dashboard', '/dashboard', <DashboardScreen />);
    expect(screen.queryByRole('img', { name: /books sold per month/i })).not.toBeInTheDocument();
    expect(hooks.selling.useOrderStatistics).not.toHaveBeenCalled();
  });

  it('labels a month as the axis shows it', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('junk')).toBe('junk');
  });
});
