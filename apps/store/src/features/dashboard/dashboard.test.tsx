import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, money, renderAt } from '../shared/testing';

const book = { uid: 'B1', title: 'Sun Road' };

const hooks = vi.hoisted(() => ({
  selling: {
    useListOrders: vi.fn(),
    useListRevenues: vi.fn(),
    useDashboardStatistics: vi.fn(),
    useOrderStatistics: vi.fn(),
    useRevenueStatistics: vi.fn(),
    useBookStatistics: vi.fn(),
  },
  banks: { useList: vi.fn() },
  // The reviews section (AuthorReviews.test.tsx) is still loading here.
  reviews: { useAuthorReviews: vi.fn(() => ({ data: undefined, error: undefined, isLoading: true })) },
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

const asAuthor = () => setAccount({ author_account: true } as Parameters<typeof setAccount>[0]);

describe('the seller dashboard', () => {
  afterEach(() => setAccount(null));

  it('lists the sales in the kit’s table, page by page', () => {
    hooks.selling.useListOrders.mockReturnValue(
      answer({
        items: [
          {
            id: 4,
            book,
            quantity: 2,
            created_at: '2026-11-03T10:00:00Z',
            buyer_username: 'tunde',
            status: 'completed',
            amount: money(2000),
            earnings: money(1800),
          },
        ],
        page: 1,
        last_page: 2,
      }),
    );
    renderAt('/dashboard/sales', '/dashboard/sales', <SalesScreen />);
    expect(hooks.selling.useListOrders).toHaveBeenCalledWith({ query: { page: 1 } });
    const table = screen.getByRole('table', { name: /sales of your books/i });
    const [header, row] = within(table).getAllByRole('row') as [HTMLElement, HTMLElement];
    const headers = within(header).getAllByRole('columnheader');
    expect(headers.map((cell) => cell.textContent)).toEqual([
      'Date',
      'Book',
      'Buyer',
      'Status',
      'Amount',
      'Earnings',
    ]);
    expect(within(row).getByRole('rowheader')).toHaveTextContent('Sun Road');
    expect(row).toHaveTextContent('3 Nov 2026');
    expect(row).toHaveTextContent('tunde');
    expect(row).toHaveTextContent('Completed');
    expect(row).toHaveTextContent('₦2,000');
    expect(row).toHaveTextContent('₦1,800');
    expect(screen.getByRole('link', { name: 'Next page' })).toHaveAttribute(
      'href',
      '/dashboard/sales?page=2',
    );
  });

  it('filters the sales by date in the URL and the query, and clears the filter', async () => {
    hooks.selling.useListOrders.mockReturnValue(answer({ items: [], page: 1, last_page: 1 }));
    const router = renderAt('/dashboard/sales', '/dashboard/sales?page=3', <SalesScreen />);
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-30');
    await userEvent.click(screen.getByRole('button', { name: 'Show sales' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-11-01&to=2026-11-30'));
    expect(hooks.selling.useListOrders).toHaveBeenLastCalledWith({
      query: { from: '2026-11-01', to: '2026-11-30', page: 1 },
    });
    expect(screen.getByRole('heading', { name: 'No sales in this period' })).toBeInTheDocument();
    expect(screen.getByText(/no sales between 1 Nov 2026 and 30 Nov 2026/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Clear dates' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(hooks.selling.useListOrders).toHaveBeenLastCalledWith({ query: { page: 1 } });
    expect(screen.getByLabelText('From')).toHaveValue('');
    expect(screen.getByRole('heading', { name: 'No sales yet' })).toBeInTheDocument();
  });

  it('refuses a start after the end on the end’s field', async () => {
    hooks.selling.useListOrders.mockReturnValue(answer({ items: [], page: 1, last_page: 1 }));
    const router = renderAt('/dashboard/sales', '/dashboard/sales', <SalesScreen />);
    await userEvent.type(screen.getByLabelText('From'), '2026-11-30');
    await userEvent.type(screen.getByLabelText('To'), '2026-11-01');
    await userEvent.click(screen.getByRole('button', { name: 'Show sales' }));
    expect(screen.getByLabelText('To')).toHaveAccessibleDescription(
      'The end date must be on or after the start date.',
    );
    expect(router.state.location.search).toBe('');
  });

  it('shows the revenue ledger in the kit’s table, or what to expect when it is empty', () => {
    hooks.selling.useRevenueStatistics.mockReturnValue(
      answer({
        total_revenue: money(5000),
        available_balance: money(1200),
        withdrawn: money(300),
        pending_withdrawal: money(100),
        per_month: [],
      }),
    );
    hooks.banks.useList.mockReturnValue(answer([]));
    hooks.selling.useListRevenues.mockReturnValue(
      answer({
        items: [
          {
            id: 9,
            book,
            order_reference: 'ORD-9',
            net: money(900),
            status: 'available',
            created_at: '2026-11-03T10:00:00Z',
            available_at: '2026-11-10T10:00:00Z',
          },
        ],
        page: 1,
        last_page: 1,
      }),
    );
    asAuthor();
    renderAt('/dashboard/revenue', '/dashboard/revenue?page=1', <RevenueScreen />);
    const row = within(screen.getByRole('table', { name: /earnings/i })).getAllByRole('row')[1];
    expect(row).toHaveTextContent('ORD-9');
    expect(row).toHaveTextContent('Available');
    expect(screen.getByText('Withdrawals on their way')).toBeInTheDocument();
    expect(screen.getByText(/₦100/)).toBeInTheDocument();
    // No bank account: the withdrawal waits for one.
    expect(screen.getByRole('link', { name: 'Add a bank account' })).toHaveAttribute(
      'href',
      '/dashboard/revenue/bank',
    );
    expect(screen.queryByRole('button', { name: 'Withdraw' })).not.toBeInTheDocument();

    hooks.selling.useListRevenues.mockReturnValue(answer({ items: [], page: 1, last_page: 1 }));
    renderAt('/dashboard/revenue', '/dashboard/revenue', <RevenueScreen />);
    expect(screen.getByRole('heading', { name: 'No revenue yet' })).toBeInTheDocument();
  });

  it('shows the figures and links to the dashboard’s pages', () => {
    hooks.selling.useDashboardStatistics.mockReturnValue(dashboardFigures);
    renderAt('/dashboard', '/dashboard', <DashboardScreen />);
    expect(screen.getByText('Available balance')).toBeInTheDocument();
    expect(screen.getByText(/₦1,200/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Revenue' })).toHaveAttribute('href', '/dashboard/revenue');
  });

  it('offers a new author “Create your first book”, and an author with books or an artist nothing of the kind', () => {
    const noBooks = answer({ ...dashboardFigures.data.data, total_books: 0, published_books: 0 });
    hooks.selling.useDashboardStatistics.mockReturnValue(noBooks);
    hooks.selling.useOrderStatistics.mockReturnValue(answer({ per_month: [] }));
    hooks.selling.useRevenueStatistics.mockReturnValue(answer({ total_revenue: money(0), per_month: [] }));
    hooks.selling.useBookStatistics.mockReturnValue(
      answer({ total: 0, by_type: { ebook: 0, audiobook: 0, printbook: 0 } }),
    );
    asAuthor();
    renderAt('/dashboard', '/dashboard', <DashboardScreen />);
    expect(screen.getByRole('link', { name: 'Create your first book' })).toHaveAttribute(
      'href',
      '/dashboard/mybooks/new',
    );
    cleanup();

    hooks.selling.useDashboardStatistics.mockReturnValue(dashboardFigures);
    renderAt('/dashboard', '/dashboard', <DashboardScreen />);
    expect(screen.queryByRole('link', { name: 'Create your first book' })).not.toBeInTheDocument();
    cleanup();

    setAccount({ voiceover_artist_account: true } as Parameters<typeof setAccount>[0]);
    hooks.selling.useDashboardStatistics.mockReturnValue(noBooks);
    renderAt('/dashboard', '/dashboard', <DashboardScreen />);
    expect(screen.queryByRole('link', { name: 'Create your first book' })).not.toBeInTheDocument();
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
    hooks.selling.useBookStatistics.mockReturnValue(
      answer({
        total: 4,
        draft: 1,
        in_review: 0,
        published: 2,
        rejected: 1,
        by_type: { ebook: 2, audiobook: 1, printbook: 1 },
      }),
    );
    setAccount({ author_account: true } as Parameters<typeof setAccount>[0]);
    try {
      renderAt('/dashboard', '/dashboard', <DashboardScreen />);
      expect(screen.getByRole('img', { name: /books sold per month/i })).toBeInTheDocument();
      const byStatus = within(screen.getByRole('table', { name: /books by status/i })).getAllByRole('row');
      expect(byStatus[3]).toHaveTextContent('Published2');
      expect(screen.getByRole('table', { name: /books by type/i })).toHaveTextContent('Audiobook1');
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

  it('shows book figures to authors only: an artist sees revenue and balance, not four zeros', () => {
    hooks.selling.useDashboardStatistics.mockReturnValue(dashboardFigures);
    const labels = () =>
      ['Books', 'Published', 'Sales', 'Pending orders'].filter((l) => screen.queryAllByText(l).length > 0);
    setAccount({ voiceover_artist_account: true } as Parameters<typeof setAccount>[0]);
    try {
      renderAt('/dashboard', '/dashboard', <DashboardScreen />);
      expect(labels()).toEqual([]);
      expect(screen.getByText('Available balance')).toBeInTheDocument();
      cleanup();
      setAccount({ author_account: true } as Parameters<typeof setAccount>[0]);
      renderAt('/dashboard', '/dashboard', <DashboardScreen />);
      expect(labels()).toEqual(['Books', 'Published', 'Sales', 'Pending orders']);
    } finally {
      setAccount(null);
    }
  });

  it('links each seller only to the pages their roles open', () => {
    hooks.selling.useDashboardStatistics.mockReturnValue(dashboardFigures);
    const links = () => screen.getAllByRole('link').map((link) => link.textContent);
    setAccount({ voiceover_artist_account: true } as Parameters<typeof setAccount>[0]);
    try {
      renderAt('/dashboard', '/dashboard', <DashboardScreen />);
      expect(links()).toEqual(['Revenue', 'Voiceover']);
      cleanup();
      setAccount({ author_account: true } as Parameters<typeof setAccount>[0]);
      renderAt('/dashboard', '/dashboard', <DashboardScreen />);
      expect(links()).toEqual(['My books', 'Sales', 'Revenue']);
    } finally {
      setAccount(null);
    }
  });

  it('lets an artist who is not an author withdraw, without the author’s ledger of sales', () => {
    hooks.selling.useRevenueStatistics.mockReturnValue(
      answer({
        total_revenue: money(5000),
        available_balance: money(1200),
        withdrawn: money(0),
        pending_withdrawal: money(0),
        per_month: [],
      }),
    );
    hooks.banks.useList.mockReturnValue(
      answer([{ id: 3, bank_name: 'GTBank', account_number_masked: '******6789', is_default: true }]),
    );
    hooks.selling.useListRevenues.mockClear();
    setAccount({ voiceover_artist_account: true } as Parameters<typeof setAccount>[0]);
    try {
      renderAt('/dashboard/revenue', '/dashboard/revenue', <RevenueScreen />);
      expect(screen.getByRole('button', { name: 'Withdraw' })).toBeInTheDocument();
      expect(hooks.selling.useListRevenues).toHaveBeenCalledWith(null);
      expect(screen.queryByRole('table', { name: /earnings/i })).not.toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'See your jobs' })).toHaveAttribute(
        'href',
        '/dashboard/voiceover/jobs',
      );
    } finally {
      setAccount(null);
    }
  });

  it('labels a month as the axis shows it', () => {
    expect(monthLabel('2026-01')).toBe('Jan 2026');
    expect(monthLabel('junk')).toBe('junk');
  });
});
