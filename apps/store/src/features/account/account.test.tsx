import type { Order, Payment } from '@bookstore/api-client/contract';
import { render, screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, money } from '../shared/testing';

const hooks = vi.hoisted(() => ({
  payments: { useStatistics: vi.fn(), useList: vi.fn(), useGet: vi.fn() },
}));
vi.mock('../../api', () => ({ api: {}, hooks }));

const { PaymentScreen, PaymentsScreen } = await import('./index');
const { OrderTable } = await import('./tables');

function renderAt(path: string, url: string, Component: () => React.ReactNode) {
  const router = createMemoryRouter([{ path, Component }], { initialEntries: [url] });
  render(<RouterProvider router={router} />);
}

const order = (id: number, reference: string, status: Order['status']) =>
  ({
    id,
    reference,
    status,
    items_count: 2,
    total: money(2500.5),
    created_at: '2026-03-04T10:00:00Z',
  }) as Order;

const payment = (id: number, reference: string, extra: Partial<Payment>) =>
  ({
    id,
    reference,
    status: 'successful',
    amount: money(1200),
    order_reference: null,
    created_at: '2026-03-05T10:00:00Z',
    ...extra,
  }) as Payment;

beforeEach(() => vi.clearAllMocks());

describe('the account tables (the kit’s DataTable)', () => {
  it('list book orders with a link to each, the date, status and total', () => {
    renderAt('*', '/', () => (
      <OrderTable orders={[order(12, 'ORD-12', 'delivered')]} caption="Your book orders" />
    ));
    const table = screen.getByRole('table', { name: 'Your book orders' });
    const [, row] = within(table).getAllByRole('row');
    if (!row) throw new Error('no order row');
    expect(within(row).getByRole('link', { name: 'ORD-12' })).toHaveAttribute(
      'href',
      '/myaccount/orders/books/12',
    );
    // The reference heads its row: the card's title when rows read as cards on a phone.
    expect(within(row).getByRole('rowheader', { name: 'ORD-12' })).toBeInTheDocument();
    expect(within(row).getByText('4 Mar 2026')).toBeInTheDocument();
    expect(within(row).getByText('Delivered')).toBeInTheDocument();
    expect(within(row).getByText('₦2,500.50')).toBeInTheDocument();
  });

  it('show an empty state instead of an empty table', () => {
    renderAt('*', '/', () => <OrderTable orders={[]} caption="Your book orders" />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.getByRole('heading', { name: 'No book orders yet' })).toBeInTheDocument();
  });

  it('list payments with what each paid for, page by page', () => {
    hooks.payments.useStatistics.mockReturnValue(
      answer({ total_payments: 2, successful_payments: 1, failed_payments: 1, total_paid: money(1200) }),
    );
    hooks.payments.useList.mockReturnValue(
      answer({
        items: [
          payment(3, 'PAY-3', { order_reference: 'ORD-12' }),
          payment(4, 'PAY-4', { status: 'failed', vo_order_uid: 'V1' }),
        ],
        page: 1,
        last_page: 2,
      }),
    );
    renderAt('/myaccount/payments', '/myaccount/payments', PaymentsScreen);
    const table = screen.getByRole('table', { name: 'Your payments, newest first' });
    expect(within(table).getByRole('cell', { name: 'ORD-12' })).toBeInTheDocument();
    expect(within(table).getByRole('cell', { name: 'Voiceover order' })).toBeInTheDocument();
    expect(within(table).getByText('Failed')).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Pages' })).toBeInTheDocument();
  });
});

describe('a payment page', () => {
  it('names nothing for an id that is not one, and leads back to the payments', () => {
    hooks.payments.useGet.mockReturnValue({ data: undefined, error: undefined, isLoading: false });
    renderAt('/myaccount/payments/:slug', '/myaccount/payments/abc', PaymentScreen);
    expect(hooks.payments.useGet).toHaveBeenCalledWith(null);
    expect(screen.getByRole('heading', { name: 'This payment could not be found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All payments' })).toHaveAttribute('href', '/myaccount/payments');
  });
});
