import type { Account, CartItem } from '@bookstore/api-client/contract';
import { ApiError } from '@bookstore/api-client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartBook, cartItem } from '../cart/testing';

const api = vi.hoisted(() => ({
  account: { get: vi.fn() },
  cart: { get: vi.fn(), add: vi.fn() },
  auth: { logout: vi.fn() },
}));
const quiet = vi.hoisted(() => ({ calls: 0 }));
vi.mock('../api', () => ({
  api,
  withoutLoginRedirect: async <T>(run: () => Promise<T>) => {
    quiet.calls += 1;
    return run();
  },
}));

const { loadAccount, restoreSession, signIn, signOut } = await import('./session');
const { account } = await import('../state/account');
const { cartItems, setCartItems } = await import('../state/cart');
const { destroySession, sessionActive, startSession } = await import('../state/session');

const user = {
  username: 'ada',
  email_is_verified: true,
  author_account: false,
  voiceover_artist_account: false,
} as Account;
const item = (id: number, uid = `B${id}`): CartItem => cartItem(id, cartBook(uid, 'ebook', 1));

beforeEach(() => {
  destroySession();
  setCartItems([]);
  vi.clearAllMocks();
  quiet.calls = 0;
});

describe('restoreSession (spec §4, on load)', () => {
  it('does nothing for a visitor', async () => {
    await restoreSession();
    expect(api.account.get).not.toHaveBeenCalled();
  });

  it('loads the account and, the cart being empty, the cart items', async () => {
    startSession();
    api.account.get.mockResolvedValue({ data: user, message: '' });
    api.cart.get.mockResolvedValue({ data: { cart_items: [item(1)] }, message: '' });
    await restoreSession();
    expect(account.value).toEqual(user);
    expect(cartItems.value).toEqual([item(1)]);
    expect(api.cart.get).toHaveBeenCalledWith({ query: { country: 'ng' } });
    // Restoring never sends anyone to /login.
    expect(quiet.calls).toBeGreaterThan(0);
  });

  it('keeps a cart that is not empty', async () => {
    startSession();
    setCartItems([item(5)]);
    api.account.get.mockResolvedValue({ data: user, message: '' });
    await restoreSession();
    expect(api.cart.get).not.toHaveBeenCalled();
    expect(cartItems.value).toEqual([item(5)]);
  });

  it('a 401 destroys the session (the client hook) and loads nothing more', async () => {
    startSession();
    api.account.get.mockImplementation(async () => {
      destroySession();
      throw new ApiError(401, 'Unauthenticated.');
    });
    await restoreSession();
    expect(sessionActive.value).toBe(false);
    expect(account.value).toBeNull();
    expect(api.cart.get).not.toHaveBeenCalled();
  });

  it('shares one account call between concurrent callers', async () => {
    startSession();
    api.account.get.mockResolvedValue({ data: user, message: '' });
    const [first, second] = await Promise.all([loadAccount(), loadAccount()]);
    expect(first).toEqual(user);
    expect(second).toEqual(user);
    expect(api.account.get).toHaveBeenCalledOnce();
    await loadAccount();
    expect(api.account.get).toHaveBeenCalledOnce();
  });
});

describe('signIn and signOut', () => {
  it("starts the session, adds the visitor's cart to the server cart and takes the server's items", async () => {
    setCartItems([{ ...item(1, 'P1'), quantity: 2 }]);
    api.cart.add.mockResolvedValue({ data: { cart_items: [] }, message: '' });
    api.cart.get.mockResolvedValue({ data: { cart_items: [item(90, 'P1')] }, message: '' });
    await signIn(user);
    expect(localStorage.getItem('user_session')).toBe('active');
    expect(account.value).toEqual(user);
    expect(api.cart.add).toHaveBeenCalledWith({
      query: { country: 'ng' },
      body: { book_uid: 'P1', quantity: 2 },
    });
    expect(cartItems.value).toEqual([item(90, 'P1')]);
    expect(localStorage.getItem('visitor_cart')).toBeNull();
  });

  it('signing out ends the session and empties the cart even when the call fails', async () => {
    startSession();
    setCartItems([item(3)]);
    api.auth.logout.mockRejectedValue(new ApiError(500, 'Server error'));
    await expect(signOut()).rejects.toBeInstanceOf(ApiError);
    expect(sessionActive.value).toBe(false);
    expect(cartItems.value).toEqual([]);
  });
});
