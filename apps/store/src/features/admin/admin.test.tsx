import { ApiError } from '@bookstore/api-client';
import { ReasonBody } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as Toast from '../../feedback/toast';
import { answer, money, renderAt } from '../shared/testing';
import { AdminFilters } from './AdminFilters';
import { changesOf } from './AuditTable';
import { ReasonDialog } from './ReasonDialog';

const { api, hooks } = vi.hoisted(() => ({
  api: { admin: { refundOrder: vi.fn() } },
  hooks: { admin: { useOrder: vi.fn(), useAudit: vi.fn() } },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({ ...(await original<typeof Toast>()), ...toast }));

const { OrderScreen, AuditLogScreen } = await import('./index');

beforeEach(() => vi.clearAllMocks());

const operator = {
  id: 1,
  uid: 'U1',
  username: 'demo_operator',
  email: 'operator@example.com',
  name: 'Chidi Eze',
};

describe('the reason dialog', () => {
  it('focuses the reason, requires it, keeps it on a refusal and closes once the call succeeds', async () => {
    const submit = vi
      .fn()
      .mockRejectedValueOnce(new ApiError(409, 'Another operator decided this book first.', {}))
      .mockResolvedValueOnce({ data: {}, message: 'The book was rejected.' });
    const onDone = vi.fn();
    renderAt(
      '/',
      '/',
      <ReasonDialog
        open
        title="Reject “Sun Road”?"
        description="The author sees the reason."
        confirmLabel="Reject the book"
        reasonLabel="Why is it rejected?"
        hint="The author reads this."
        schema={ReasonBody}
        submit={submit}
        onDone={onDone}
        onClose={vi.fn()}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Reject “Sun Road”?' });
    const reason = within(dialog).getByRole('textbox', { name: /Why is it rejected\?/ });
    await waitFor(() => expect(reason).toHaveFocus());

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the book' }));
    // The resolver validates asynchronously: the field is marked once validation has run.
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(submit).not.toHaveBeenCalled();

    await userEvent.type(reason, 'The cover is blurred.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the book' }));
    expect(await within(dialog).findByText('Another operator decided this book first.')).toBeVisible();
    expect(reason).toHaveValue('The cover is blurred.');
    expect(onDone).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject the book' }));
    await waitFor(() => expect(onDone).toHaveBeenCalledOnce());
    expect(submit).toHaveBeenLastCalledWith({ reason: 'The cover is blurred.' });
    expect(toast.showSuccess).toHaveBeenCalledWith('The book was rejected.');
  });
});

describe('the filters of a list', () => {
  it('keep the text filters for Search and the selects at once in the URL, back on the first page', async () => {
    const router = renderAt(
      '/admin/audit',
      '/admin/audit?page=3',
      <AdminFilters
        label="Filter the audit log"
        fields={[
          { kind: 'text', name: 'q', label: 'Search' },
          { kind: 'date', name: 'from', label: 'From (UTC)' },
          {
            kind: 'select',
            name: 'action',
            label: 'Action',
            options: [
              { value: '', label: 'All actions' },
              { value: 'book.reject', label: 'Book rejected' },
            ],
          },
        ]}
      />,
    );
    const form = screen.getByRole('search', { name: 'Filter the audit log' });
    await userEvent.type(within(form).getByLabelText('Search'), 'sun road');
    await userEvent.click(within(form).getByRole('button', { name: 'Search' }));
    expect(router.state.location.search).toBe('?q=sun+road');
    await userEvent.selectOptions(within(form).getByLabelText('Action'), 'book.reject');
    expect(router.state.location.search).toBe('?q=sun+road&action=book.reject');
    await userEvent.click(within(form).getByRole('button', { name: 'Clear filters' }));
    expect(router.state.location.search).toBe('');
  });
});

describe('the audit log', () => {
  it('sends only the filters the contract accepts and says what an empty filtered log means', () => {
    hooks.admin.useAudit.mockReturnValue(
      answer({ items: [], page: 1, per_page: 20, total: 0, last_page: 1 }),
    );
    renderAt(
      '/admin/audit',
      '/admin/audit?action=book.reject&target_type=planet&from=2026-11-01',
      <AuditLogScreen />,
    );
    expect(hooks.admin.useAudit).toHaveBeenCalledWith({
      query: { page: 1, action: 'book.reject', from: '2026-11-01' },
    });
    expect(screen.getByText('No entry matches these filters')).toBeVisible();
  });

  it('shows what each action changed, before and after', () => {
    expect(changesOf({ before: { status: 'in_review' }, after: { status: 'rejected', reason: 'x' } })).toBe(
      'status: "in_review" → "rejected"\nreason: — → "x"',
    );
  });
});

describe('an order', () => {
  const order = {
    id: 7,
    reference: 'ORD-7',
    status: 'paid',
    buyer: { ...operator, id: 2, username: 'ada', email: 'ada@example.com', name: 'Ada Obi' },
    items: [
      {
        id: 11,
        book_uid: 'B1',
        title: 'Sun Road',
        type: 'ebook',
        quantity: 1,
        unit_price: money(1500),
        total: money(1500),
        seller: null,
        refunded_at: null,
      },
      {
        id: 12,
        book_uid: 'B2',
        title: 'Moon Road',
        type: 'ebook',
        quantity: 1,
        unit_price: money(900),
        total: money(900),
        seller: null,
        refunded_at: '2026-11-05T10:00:00Z',
      },
    ],
    subtotal: money(2400),
    delivery_fee: money(0),
    total: money(2400),
    refunded: money(900),
    payment: { reference: 'PAY-7', status: 'success', gateway: 'test', paid_at: '2026-11-04T10:00:00Z' },
    refunds: [],
    paid_at: '2026-11-04T10:00:00Z',
    created_at: '2026-11-04T09:59:00Z',
  };

  it('refunds one item with a reason, after asking', async () => {
    hooks.admin.useOrder.mockReturnValue({ ...answer(order), mutate: vi.fn() });
    api.admin.refundOrder.mockResolvedValue({ data: order, message: 'Refunded.' });
    renderAt('/admin/orders/:id', '/admin/orders/7', <OrderScreen />);
    expect(hooks.admin.useOrder).toHaveBeenCalledWith({ params: { id: 7 } });
    expect(screen.queryByRole('button', { name: 'Refund Moon Road' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Refund Sun Road' }));
    const dialog = screen.getByRole('dialog', { name: 'Refund “Sun Road”?' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: /Why is it refunded\?/ }),
      'Charged twice.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Refund' }));
    await waitFor(() =>
      expect(api.admin.refundOrder).toHaveBeenCalledWith({
        params: { id: 7 },
        body: { reason: 'Charged twice.', item_ids: [11] },
      }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
