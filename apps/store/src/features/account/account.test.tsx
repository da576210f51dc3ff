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

  it('is the confirmation of a paid order: its reference, its books and the ways to read, listen or wait', () => {
    const book = (uid: string, title: string, type: 'ebook' | 'audiobook' | 'printbook') => ({
      uid,
      slug: uid,
      title,
      type,
      cover_path: null,
      price: money(1000),
    });
    const item = (id: number, b: ReturnType<typeof book>, quantity = 1) => ({
      id,
      book: b,
      quantity,
      unit_price: money(1000),
      total: money(1000 * quantity),
    });
    const paid = {
      ...order(12, 'ORD-12', 'processing'),
      items: [
        item(1, book('E1', 'Sun Road', 'ebook')),
        item(2, book('A1', 'Rain Songs', 'audiobook')),
        item(3, book('P1', 'Harmattan', 'printbook'), 2),
      ],
      delivery_address: {
        id: 1,
        full_name: 'Ada Obi',
        phone: '+2348030000000',
        address_line_1: '12 Marina Road',
        address_line_2: null,
        city: 'Lagos',
        postal_code: null,
        state: { id: 1, name: 'Lagos' },
        country_code: 'ng',
        is_primary: true,
      },
    } as unknown as Order;
    hooks.payments.useGet.mockReturnValue(
      answer({
        ...payment(7, 'PAY-7', { order_id: 12, order_reference: 'ORD-12', provider: 'test' }),
        order: paid,
      }),
    );
    renderAt('/myaccount/payments/:slug', '/myaccount/payments/7', PaymentScreen);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Order ORD-12 is paid');
    expect(screen.getByRole('link', { name: 'Read now: Sun Road' })).toHaveAttribute(
      'href',
      '/apps/reader/E1',
    );
    expect(screen.getByRole('link', { name: 'Listen now: Rain Songs' })).toHaveAttribute(
      'href',
      '/apps/player/A1',
    );
    expect(screen.getByText('To be delivered')).toBeInTheDocument();
    expect(screen.getByText('12 Marina Road', { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to library' })).toHaveAttribute('href', '/myaccount/library');
    expect(screen.getByRole('link', { name: 'View the order' })).toHaveAttribute(
      'href',
      '/myaccount/orders/books/12',
    );
    // The payment's record stays, under its own heading.
    expect(screen.getByRole('heading', { name: 'Payment PAY-7' })).toBeInTheDocument();
    expect(screen.getByText('Successful')).toBeInTheDocument();
  });

  it('stays the payment’s record while it is not paid', () => {
    hooks.payments.useGet.mockReturnValue(
      answer({
        ...payment(8, 'PAY-8', {
          status: 'failed',
          order_id: 13,
          order_reference: 'ORD-13',
          provider: 'test',
        }),
        order: { ...order(13, 'ORD-13', 'cancelled'), items: [], delivery_address: null },
      }),
    );
    renderAt('/myaccount/payments/:slug', '/myaccount/payments/8', PaymentScreen);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Payment PAY-8');
    expect(screen.queryByRole('link', { name: /Read now|Listen now|Go to library/ })).not.toBeInTheDocument();
  });
});
