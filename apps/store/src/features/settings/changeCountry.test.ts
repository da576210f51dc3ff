import type { Country } from '@bookstore/api-client/contract';
import { ApiError } from '@bookstore/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartBook, cartItem } from '../../cart/testing';

const api = vi.hoisted(() => ({ public: { getBook: vi.fn(), listSupportedCountries: vi.fn() } }));
const toasts = vi.hoisted(() => ({ showInfo: vi.fn(), showError: vi.fn(), LONG_TOAST_MS: 4000 }));
vi.mock('../../api', () => ({ api }));
vi.mock('../../feedback/toast', () => toasts);

const { changeCountry, takeAddressCountry } = await import('./changeCountry');
const { cartItems, pendingCartIds, setCartItems } = await import('../../state/cart');
const { countryCode, setCountryCode } = await import('../../state/country');
const { destroySession, startSession } = await import('../../state/session');

const ghana = {
  country_code: 'gh',
  country_name: 'Ghana',
  country_icon: '/media/flags/gh.svg',
  phone_code: '+233',
  currency: { code: 'GHS', name: 'Ghanaian Cedi', symbol: '₵' },
} satisfies Country;

const inGhana = (amount: number) => ({
  data: { price: { amount, currency_code: 'GHS', currency_symbol: '₵' } },
});

beforeEach(() => {
  destroySession();
  setCartItems([]);
  setCountryCode('ng');
  localStorage.clear();
  vi.clearAllMocks();
});

describe('changeCountry', () => {
  it('saves the country and says the new currency', async () => {
    await changeCountry('gh', [ghana]);
    expect(countryCode.value).toBe('gh');
    expect(localStorage.getItem('country_code')).toBe('gh');
    expect(toasts.showInfo).toHaveBeenCalledWith('Prices now in GHS', 4000);
  });

  it('saves the country picked even when it is the current one, without a toast', async () => {
    await changeCountry('ng', [ghana]);
    expect(localStorage.getItem('country_code')).toBe('ng');
    expect(toasts.showInfo).not.toHaveBeenCalled();
  });

  it("re-prices a visitor's cart book by book in the new country", async () => {
    setCartItems([
      cartItem(1, cartBook('P1', 'printbook', 5000), 2),
      cartItem(2, cartBook('E1', 'ebook', 1500)),
    ]);
    api.public.getBook.mockImplementation(({ params }: { params: { uid: string } }) =>
      Promise.resolve(inGhana(params.uid === 'P1' ? 60 : 18.5)),
    );
    const switching = changeCountry('gh', [ghana]);
    expect(pendingCartIds.value).toEqual([1, 2]);
    await switching;
    expect(api.public.getBook).toHaveBeenCalledWith({ params: { uid: 'P1' }, query: { country: 'gh' } });
    expect(cartItems.value.map((item) => [item.book.uid, item.quantity, item.book.price])).toEqual([
      ['P1', 2, { amount: 60, currency_code: 'GHS', currency_symbol: '₵' }],
      ['E1', 1, { amount: 18.5, currency_code: 'GHS', currency_symbol: '₵' }],
    ]);
    expect(pendingCartIds.value).toEqual([]);
    expect(JSON.parse(localStorage.getItem('visitor_cart') ?? '[]')[0].book.price.currency_code).toBe('GHS');
  });

  it('drops a book no longer sold there and says so; another failure keeps the cart', async () => {
    setCartItems([
      cartItem(1, cartBook('P1', 'printbook', 5000)),
      cartItem(2, cartBook('E1', 'ebook', 1500)),
    ]);
    api.public.getBook.mockImplementation(({ params }: { params: { uid: string } }) =>
      params.uid === 'P1' ? Promise.reject(new ApiError(404, 'Not found')) : Promise.resolve(inGhana(18.5)),
    );
    await changeCountry('gh', [ghana]);
    expect(cartItems.value.map((item) => item.book.uid)).toEqual(['E1']);
    expect(toasts.showInfo).toHaveBeenLastCalledWith(
      'Not sold in this country, so removed from your cart: Book P1',
      4000,
    );

    const before = cartItems.value;
    api.public.getBook.mockRejectedValue(new Error('offline'));
    await changeCountry('ng', [ghana]);
    expect(cartItems.value).toBe(before);
    expect(toasts.showError).toHaveBeenCalled();
  });

  it('leaves a signed-in cart to the server (the session reloads it)', async () => {
    startSession();
    setCartItems([cartItem(1, cartBook('P1', 'printbook', 5000))]);
    await changeCountry('gh', [ghana]);
    expect(api.public.getBook).not.toHaveBeenCalled();
    expect(toasts.showInfo).toHaveBeenCalledWith('Prices now in GHS', 4000);
  });
});

describe('?country= on a page the browser renders alone', () => {
  it('switches to a country the store sells to, as the switcher would, and ignores one it does not', async () => {
    api.public.listSupportedCountries.mockResolvedValue({ data: [ghana] });
    await takeAddressCountry('?country=zz');
    expect(countryCode.value).toBe('ng');
    await takeAddressCountry('?page=2&country=GH');
    expect(countryCode.value).toBe('gh');
    expect(localStorage.getItem('country_code')).toBe('gh');
    expect(toasts.showInfo).toHaveBeenCalledWith('Prices now in GHS', 4000);
  });
});
