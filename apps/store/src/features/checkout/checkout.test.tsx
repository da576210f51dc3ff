import type { Account, CartItem } from '@bookstore/api-client/contract';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';

const api = vi.hoisted(() => ({
  orders: { getDeliveryFee: vi.fn(), create: vi.fn() },
}));
const hooks = vi.hoisted(() => ({
  public: {
    useGetBook: vi.fn(),
    useListSupportedCountries: () => ({ data: undefined }),
    useListCountryStates: () => ({ data: undefined }),
  },
}));
const toasts = vi.hoisted(() => ({ showSuccess: vi.fn(), showError: vi.fn(), showInfo: vi.fn() }));
vi.mock('../../api', () => ({ api, hooks }));
vi.mock('../../feedback/toast', () => toasts);

const { CheckoutScreen } = await import('./CheckoutScreen');
const { setCartItems, cartItems } = await import('../../state/cart');
const { startSession, destroySession } = await import('../../state/session');
const { setAccount } = await import('../../state/account');
const { setCountryCode } = await import('../../state/country');

const price = (amount: number) => ({ amount, currency_code: 'NGN', currency_symbol: '₦' });
const items: CartItem[] = [
  {
    id: 7,
    quantity: 2,
    book: {
      uid: 'P1',
      slug: 'p1',
      title: 'Print One',
      type: 'printbook',
      cover_path: '/c.jpg',
      price: price(1000),
    },
  },
  {
    id: 8,
    quantity: 1,
    book: {
      uid: 'E1',
      slug: 'e1',
      title: 'Ebook One',
      type: 'ebook',
      cover_path: '/c.jpg',
      price: price(500.5),
    },
  },
];

const address = (id: number, is_primary: boolean) => ({
  id,
  is_primary,
  full_name: 'Ada Obi',
  phone: '+234 803 555 0101',
  address_line_1: `${id} Admiralty Way`,
  address_line_2: null,
  city: 'Lekki',
  state: { id: 25, name: 'Lagos' },
  country_code: 'ng',
  postal_code: null,
});

const user = {
  id: 1,
  username: 'ada',
  email: 'ada@example.com',
  email_is_verified: true,
  first_name: 'Ada',
  middle_name: null,
  last_name: 'Obi',
  phone: null,
  bio: null,
  avatar: null,
  profile_banner: null,
  country_code: 'ng',
  author_account: false,
  voiceover_artist_account: false,
  delivery_addresses: [address(3, false), address(4, true)],
  created_at: '2026-01-01T00:00:00Z',
} as Account;

function renderCheckout() {
  const router = createMemoryRouter(
    [
      { path: '/checkout', Component: CheckoutScreen },
      { path: '/myaccount/payments/:id', Component: () => <p>payment page</p> },
    ],
    { initialEntries: ['/checkout'] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  vi.clearAllMocks();
  destroySession();
  setAccount(null);
  setCountryCode('ng');
  setCartItems(items);
});

describe('CheckoutScreen', () => {
  it('asks a visitor to sign in or join and come back, keeping the cart', () => {
    renderCheckout();
    expect(screen.getByRole('link', { name: 'Login' })).toHaveAttribute(
      'href',
      '/login?redirect=%2Fcheckout',
    );
    expect(screen.getByRole('link', { name: 'Join' })).toHaveAttribute(
      'href',
      '/signup?redirect=%2Fcheckout',
    );
    expect(screen.queryByRole('button', { name: 'Place order' })).toBeNull();
    expect(screen.getByText('Print One')).toBeInTheDocument();
    expect(api.orders.getDeliveryFee).not.toHaveBeenCalled();
  });

  it('asks the delivery fee for the print-book quantity and the primary address, and totals with it', async () => {
    startSession();
    setAccount(user);
    setCartItems(items);
    api.orders.getDeliveryFee.mockResolvedValue({ data: { delivery_fee: 1500 }, message: 'ok' });
    renderCheckout();
    expect(api.orders.getDeliveryFee).toHaveBeenCalledWith({ body: { quantity: 2, address_id: 4 } });
    expect(screen.getByRole('radio', { name: /4 Admiralty Way/ })).toBeChecked();
    expect(await screen.findByText('₦1,500.00')).toBeInTheDocument();
    // 2 × 1,000 + 500.50 + 1,500
    expect(screen.getByText('₦4,000.50')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('radio', { name: /3 Admiralty Way/ }));
    expect(api.orders.getDeliveryFee).toHaveBeenLastCalledWith({ body: { quantity: 2, address_id: 3 } });
  });

  it('shows line totals, subtotal and total computed in minor units', async () => {
    startSession();
    setAccount(user);
    const [print, ebook] = items as [CartItem, CartItem];
    setCartItems([
      { ...print, quantity: 3, book: { ...print.book, price: price(1.15) } },
      { ...ebook, book: { ...ebook.book, price: price(0.2) } },
    ]);
    api.orders.getDeliveryFee.mockResolvedValue({ data: { delivery_fee: 0.1 }, message: 'ok' });
    renderCheckout();
    const summary = screen.getByRole('region', { name: 'Order summary' });
    // 3 × 1.15 (3.4499999999999997 in floats), then 0.20 + 0.10 (0.30000000000000004).
    expect(await within(summary).findByText('₦3.75')).toBeInTheDocument();
    expect(within(summary).getByText('₦3.45')).toBeInTheDocument();
    expect(within(summary).getByText('₦3.65')).toBeInTheDocument();
  });

  it('ignores a failing delivery-fee call silently and still lets the order be placed', async () => {
    startSession();
    setAccount(user);
    setCartItems(items);
    api.orders.getDeliveryFee.mockRejectedValue(new Error('down'));
    api.orders.create.mockResolvedValue({
      data: { order: { id: 9 }, payment: { id: 12, checkout_url: null } },
      message: 'ok',
    });
    const router = renderCheckout();
    await act(async () => undefined);
    expect(toasts.showError).not.toHaveBeenCalled();
    expect(screen.getByText('With your address')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(api.orders.create).toHaveBeenCalledWith({ body: { country: 'ng', address_id: 4 } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/myaccount/payments/12'));
    expect(cartItems.value).toEqual([]);
  });

  it('shows the server message when the order fails and keeps the cart', async () => {
    startSession();
    setAccount(user);
    setCartItems([items[1] as CartItem]);
    const failure = new Error('The book is out of stock.');
    api.orders.create.mockRejectedValue(failure);
    renderCheckout();
    expect(screen.queryByRole('heading', { name: 'Delivery address' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Place order' }));
    expect(api.orders.create).toHaveBeenCalledWith({ body: { country: 'ng', address_id: undefined } });
    await waitFor(() => expect(toasts.showError).toHaveBeenCalledWith(failure));
    expect(api.orders.getDeliveryFee).not.toHaveBeenCalled();
    expect(cartItems.value).toHaveLength(1);
  });
});
