import { ApiError } from '@bookstore/api-client';
import type { BankAccount } from '@bookstore/api-client/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type * as Toast from '../../feedback/toast';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, money, renderAt } from '../shared/testing';

const hooks = vi.hoisted(() => ({
  selling: { useListRevenues: vi.fn(), useRevenueStatistics: vi.fn() },
  banks: { useList: vi.fn() },
  public: { useListPayoutBanks: vi.fn() },
}));
const api = vi.hoisted(() => ({
  selling: { withdraw: vi.fn() },
  banks: { resolve: vi.fn(), add: vi.fn(), makeDefault: vi.fn(), delete: vi.fn() },
}));
vi.mock('../../api', () => ({ api, hooks }));
const toast = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn() }));
vi.mock('../../feedback/toast', async (original) => ({
  ...(await original<typeof Toast>()),
  ...toast,
}));

const { RevenueScreen, BankAccountsScreen } = await import('./index');
const { setAccount } = await import('../../state/account');

function bank(id: number, overrides: Partial<BankAccount> = {}): BankAccount {
  return {
    id,
    bank_code: '058',
    bank_name: 'GTBank',
    account_number_masked: `******${1000 + id}`,
    account_name: 'ADA OBI',
    currency_code: 'NGN',
    is_default: false,
    created_at: '2026-11-01T10:00:00Z',
    ...overrides,
  };
}

const mutations = { statistics: vi.fn(), revenues: vi.fn(), banks: vi.fn() };

function withBanks(list: BankAccount[]) {
  hooks.banks.useList.mockReturnValue({ ...answer(list), mutate: mutations.banks });
}

beforeEach(() => {
  hooks.selling.useRevenueStatistics.mockReturnValue({
    ...answer({
      total_revenue: money(5000),
      available_balance: money(1200),
      withdrawn: money(0),
      pending_withdrawal: money(0),
      per_month: [],
    }),
    mutate: mutations.statistics,
  });
  hooks.selling.useListRevenues.mockReturnValue({
    ...answer({ items: [], page: 1, last_page: 1 }),
    mutate: mutations.revenues,
  });
  hooks.public.useListPayoutBanks.mockReturnValue(
    answer([
      { code: '058', name: 'GTBank', country_code: 'ng', currency_code: 'NGN' },
      { code: '044', name: 'Access Bank', country_code: 'ng', currency_code: 'NGN' },
    ]),
  );
});

afterEach(() => {
  vi.clearAllMocks();
  setAccount(null);
});

describe('withdrawing revenue', () => {
  it('preselects the default account and checks the amount first', async () => {
    withBanks([bank(1), bank(2, { is_default: true, bank_name: 'Access Bank' })]);
    renderAt('/dashboard/revenue', '/dashboard/revenue', <RevenueScreen />);
    expect(screen.getByLabelText(/^Bank account/)).toHaveValue('2');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('Enter the amount to withdraw.')).toBeInTheDocument();
    expect(api.selling.withdraw).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal on the amount and keeps it', async () => {
    withBanks([bank(1, { is_default: true })]);
    api.selling.withdraw.mockRejectedValue(
      new ApiError(422, 'The given data was invalid.', {
        amount: ['The amount is more than your available balance.'],
      }),
    );
    renderAt('/dashboard/revenue', '/dashboard/revenue', <RevenueScreen />);
    await userEvent.type(screen.getByLabelText(/^Amount/), '5000');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    expect(await screen.findByText('The amount is more than your available balance.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(5000);
    expect(api.selling.withdraw).toHaveBeenCalledWith({ body: { amount: 5000, bank_account_id: 1 } });
    expect(mutations.statistics).not.toHaveBeenCalled();
  });

  it('withdraws to the chosen account, says so and refreshes the figures and an author’s ledger', async () => {
    // The ledger of sales is an author's (an artist's revenue page has none to refresh).
    setAccount({ author_account: true } as Parameters<typeof setAccount>[0]);
    withBanks([bank(1, { is_default: true }), bank(2, { bank_name: 'Access Bank' })]);
    api.selling.withdraw.mockResolvedValue({ message: 'Withdrawal requested.', data: {} });
    renderAt('/dashboard/revenue', '/dashboard/revenue', <RevenueScreen />);
    await userEvent.type(screen.getByLabelText(/^Amount/), '750.5');
    await userEvent.selectOptions(screen.getByLabelText(/^Bank account/), '2');
    await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
    await waitFor(() => expect(toast.showSuccess).toHaveBeenCalledWith('Withdrawal requested.'));
    expect(api.selling.withdraw).toHaveBeenCalledWith({ body: { amount: 750.5, bank_account_id: 2 } });
    expect(mutations.statistics).toHaveBeenCalled();
    expect(mutations.revenues).toHaveBeenCalled();
    expect(screen.getByLabelText(/^Amount/)).toHaveValue(null);
  });
});

describe('the ledger of an author', () => {
  it('shows a refund as a negative line beside the sale it takes back (issue 41)', async () => {
    setAccount({ author_account: true } as Parameters<typeof setAccount>[0]);
    withBanks([]);
    const book = { uid: 'bk1', slug: 'refunded', title: 'Refunded In Ibadan', type: 'ebook', cover_path: '' };
    const line = (id: number, kind: 'sale' | 'refund', net: number, status: string) => ({
      id,
      kind,
      order_reference: 'ORD-1',
      book: { ...book, price: money(50) },
      gross: money(net * 1.25),
      fee: money(net * 0.25),
      net: money(net),
      status,
      available_at: '2026-12-01T10:00:00Z',
      created_at: '2026-11-20T10:00:00Z',
    });
    hooks.selling.useListRevenues.mockReturnValue({
      ...answer({
        items: [line(2, 'refund', -40, 'refunded'), line(1, 'sale', 40, 'withdrawn')],
        page: 1,
        last_page: 1,
      }),
      mutate: mutations.revenues,
    });
    renderAt('/dashboard/revenue', '/dashboard/revenue', <RevenueScreen />);
    const table = await screen.findByRole('table', { name: /earnings by sale, and refunds/i });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Refund.*Refunded In Ibadan.*-₦40\.00.*Refunded/),
      expect.stringMatching(/Sale.*Refunded In Ibadan.*₦40\.00.*Withdrawn/),
    ]);
  });
});

describe('bank accounts', () => {
  it('looks the account up before it can be saved, then saves it', async () => {
    withBanks([]);
    api.banks.resolve.mockResolvedValue({
      message: '',
      data: { bank_code: '044', account_number: '0123456789', account_name: 'ADA OBI' },
    });
    api.banks.add.mockResolvedValue({ message: 'Bank account added.', data: bank(3) });
    renderAt('/dashboard/revenue/bank', '/dashboard/revenue/bank', <BankAccountsScreen />);
    expect(screen.getByRole('heading', { name: 'No bank account yet' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save account' })).not.toBeInTheDocument();

    await userEvent.selectOptions(screen.getByLabelText(/^Bank/), '044');
    await userEvent.type(screen.getByLabelText(/^Account number/), '0123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText('ADA OBI')).toBeInTheDocument();
    expect(api.banks.resolve).toHaveBeenCalledWith({
      body: { bank_code: '044', account_number: '0123456789' },
    });
    expect(api.banks.add).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('checkbox', { name: /default account/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Save account' }));
    await waitFor(() =>
      expect(api.banks.add).toHaveBeenCalledWith({
        body: { bank_code: '044', account_number: '0123456789', is_default: true },
      }),
    );
    expect(toast.showSuccess).toHaveBeenCalledWith('Bank account added.');
    expect(mutations.banks).toHaveBeenCalled();
  });

  it('shows a failed lookup on the number, and asks again after a change', async () => {
    withBanks([]);
    api.banks.resolve.mockRejectedValueOnce(
      new ApiError(422, 'The given data was invalid.', {
        account_number: ['The account could not be found at this bank.'],
      }),
    );
    renderAt('/dashboard/revenue/bank', '/dashboard/revenue/bank', <BankAccountsScreen />);
    await userEvent.selectOptions(screen.getByLabelText(/^Bank/), '058');
    await userEvent.type(screen.getByLabelText(/^Account number/), '0000000000');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByText('The account could not be found at this bank.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save account' })).not.toBeInTheDocument();

    api.banks.resolve.mockResolvedValue({
      message: '',
      data: { bank_code: '058', account_number: '0000000001', account_name: 'ADA OBI' },
    });
    await userEvent.clear(screen.getByLabelText(/^Account number/));
    await userEvent.type(screen.getByLabelText(/^Account number/), '0000000001');
    await userEvent.click(screen.getByRole('button', { name: 'Verify account' }));
    expect(await screen.findByRole('button', { name: 'Save account' })).toBeInTheDocument();
    // The name looked up takes the focus (on the next frame): the seller checks it first. Typing before
    // that frame would lose keys to the move.
    await waitFor(() => expect(screen.getByText(/^Account name:/)).toHaveFocus());
    // Another number: the name looked up no longer applies.
    await userEvent.type(screen.getByLabelText(/^Account number/), '2');
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: 'Save account' })).not.toBeInTheDocument(),
    );
  });

  it('makes an account the default', async () => {
    withBanks([bank(1, { is_default: true }), bank(2, { bank_name: 'Access Bank' })]);
    api.banks.makeDefault.mockResolvedValue({ message: 'Default bank account updated.', data: bank(2) });
    renderAt('/dashboard/revenue/bank', '/dashboard/revenue/bank', <BankAccountsScreen />);
    const list = screen.getByRole('list', { name: 'Your bank accounts' });
    expect(within(list).getAllByRole('button', { name: /^Make default/ })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Make default: Access Bank ******1002' }));
    await waitFor(() => expect(api.banks.makeDefault).toHaveBeenCalledWith({ params: { id: 2 } }));
    expect(toast.showSuccess).toHaveBeenCalledWith('Default bank account updated.');
    expect(mutations.banks).toHaveBeenCalled();
  });

  it('deletes an account only after confirming', async () => {
    withBanks([bank(1, { is_default: true })]);
    api.banks.delete.mockResolvedValue({ message: 'Bank account removed.' });
    renderAt('/dashboard/revenue/bank', '/dashboard/revenue/bank', <BankAccountsScreen />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete GTBank ******1001' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete this bank account?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep it' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.banks.delete).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('button', { name: 'Delete GTBank ******1001' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete account' }),
    );
    await waitFor(() => expect(api.banks.delete).toHaveBeenCalledWith({ params: { id: 1 } }));
    expect(toast.showSuccess).toHaveBeenCalledWith('Bank account removed.');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
