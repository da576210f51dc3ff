import type { Account } from '@bookstore/api-client/contract';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answer, money, renderAt } from '../shared/testing';

const hooks = vi.hoisted(() => ({
  public: { useListSupportedCountries: vi.fn() },
  orders: { useStatistics: vi.fn(), useList: vi.fn() },
}));
vi.mock('../../api', () => ({ api: {}, hooks }));

const { AccountOverviewScreen, OrdersScreen } = await import('./index');
const { setAccount } = await import('../../state/account');

const reader = {
  username: 'adaeze',
  email: 'adaeze@example.com',
  email_is_verified: true,
  first_name: 'Adaeze',
  middle_name: null,
  last_name: 'Okonkwo',
  avatar: null,
  phone: null,
  country_code: 'ng',
  author_account: false,
  voiceover_artist_account: false,
  delivery_addresses: [],
  created_at: '2026-01-01T00:00:00Z',
} as unknown as Account;

function signIn(roles: Partial<Account>) {
  setAccount({ ...reader, ...roles });
  hooks.public.useListSupportedCountries.mockReturnValue(answer([]));
  hooks.orders.useStatistics.mockReturnValue(
    answer({
      total_orders: 0,
      pending_orders: 0,
      completed_orders: 0,
      cancelled_orders: 0,
      total_spent: money(0),
    }),
  );
  hooks.orders.useList.mockReturnValue(answer({ items: [], page: 1, last_page: 1 }));
}

const voiceoverOrdersLink = () => screen.queryByRole('link', { name: /voiceover orders/i });

// Spec §6: only authors or voiceover artists see the Voiceover Orders links (the user menu's rule).
describe('the Voiceover Orders links of the account pages', () => {
  afterEach(() => setAccount(null));

  it('are not offered to a reader without a selling account', () => {
    signIn({});
    renderAt('/myaccount', '/myaccount', <AccountOverviewScreen />);
    expect(screen.getByRole('link', { name: /^Book orders/ })).toBeInTheDocument();
    expect(voiceoverOrdersLink()).not.toBeInTheDocument();
  });

  it('are not on the orders page of a reader either', () => {
    signIn({});
    renderAt('/myaccount/orders', '/myaccount/orders', <OrdersScreen />);
    expect(screen.getByRole('link', { name: 'Book orders' })).toBeInTheDocument();
    expect(voiceoverOrdersLink()).not.toBeInTheDocument();
  });

  it('lead an author or a voiceover artist to their voiceover orders', () => {
    signIn({ author_account: true });
    renderAt('/myaccount', '/myaccount', <AccountOverviewScreen />);
    expect(voiceoverOrdersLink()).toHaveAttribute('href', '/myaccount/orders/voiceovers');
    setAccount({ ...reader, voiceover_artist_account: true });
    renderAt('/myaccount/orders', '/myaccount/orders', <OrdersScreen />);
    expect(screen.getAllByRole('link', { name: /voiceover orders/i }).at(-1)).toHaveAttribute(
      'href',
      '/myaccount/orders/voiceovers',
    );
  });
});
