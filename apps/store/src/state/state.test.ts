import { beforeEach, describe, expect, it, vi } from 'vitest';
import { cartBook, cartItem } from '../cart/testing';
import type { CartItem } from './cart';

const toasts = vi.hoisted(() => ({ showInfo: vi.fn(), SHORT_TOAST_MS: 2_000 }));
vi.mock('../feedback/toast', () => toasts);

/** Loads the state modules fresh, as a new page would, with storage as the test left it. */
async function load() {
  vi.resetModules();
  return import('./index');
}

const item = (id: number, type: string, quantity: number, amount: number): CartItem =>
  cartItem(id, cartBook(`B${id}`, type, amount), quantity);

beforeEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute('data-theme');
});

describe('defaults', () => {
  it('starts with no session, light theme, ebook, ng and grid, writing nothing to storage', async () => {
    const state = await load();
    expect(state.sessionActive.value).toBe(false);
    expect(state.theme.value).toBe('light');
    expect(state.bookType.value).toBe('ebook');
    expect(state.bookFormat.value).toBe('ebooks');
    expect(state.countryCode.value).toBe('ng');
    expect(state.bookView.value).toBe('grid');
    expect(state.cartItems.value).toEqual([]);
    expect(state.account.value).toBeNull();
    expect(localStorage.length).toBe(0);
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('ignores stored values it does not know', async () => {
    localStorage.setItem('theme', 'sepia');
    localStorage.setItem('book_type', 'magazine');
    localStorage.setItem('country_code', 'nigeria');
    localStorage.setItem('book_view', 'table');
    localStorage.setItem('user_session', 'yes');
    localStorage.setItem('visitor_cart', '{not json');
    const state = await load();
    expect(state.theme.value).toBe('light');
    expect(state.bookType.value).toBe('ebook');
    expect(state.countryCode.value).toBe('ng');
    expect(state.bookView.value).toBe('grid');
    expect(state.sessionActive.value).toBe(false);
    expect(state.cartItems.value).toEqual([]);
  });
});

describe('persistence under the spec keys', () => {
  it('reads what a previous page saved', async () => {
    localStorage.setItem('user_session', 'active');
    localStorage.setItem('theme', 'dark');
    localStorage.setItem('book_type', 'audiobook');
    localStorage.setItem('country_code', 'GH');
    localStorage.setItem('book_view', 'list');
    const state = await load();
    expect(state.sessionActive.value).toBe(true);
    expect(state.theme.value).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(state.bookType.value).toBe('audiobook');
    expect(state.bookFormat.value).toBe('audiobooks');
    expect(state.countryCode.value).toBe('gh');
    expect(state.bookView.value).toBe('list');
  });

  it('saves every change and applies the theme to the page', async () => {
    const state = await load();
    state.setTheme('dark');
    state.setBookType('printbook');
    state.setCountryCode('KE');
    state.setBookView('list');
    state.startSession();
    expect(localStorage.getItem('theme')).toBe('dark');
    expect(document.documentElement).toHaveAttribute('data-theme', 'dark');
    expect(localStorage.getItem('book_type')).toBe('printbook');
    expect(state.bookFormat.value).toBe('printbooks');
    expect(localStorage.getItem('country_code')).toBe('ke');
    expect(localStorage.getItem('book_view')).toBe('list');
    expect(localStorage.getItem('user_session')).toBe('active');
    state.toggleTheme();
    expect(localStorage.getItem('theme')).toBe('light');
    expect(document.documentElement).toHaveAttribute('data-theme', 'light');
  });

  it('ignores an invalid country code', async () => {
    const state = await load();
    state.setCountryCode('Nigeria');
    expect(state.countryCode.value).toBe('ng');
    expect(state.isCountryStored()).toBe(false);
    state.storeCountryCode('ng');
    expect(state.isCountryStored()).toBe(true);
    expect(localStorage.getItem('country_code')).toBe('ng');
  });

  it('takes the country a server-rendered page was priced in, unsaved, when none was chosen', async () => {
    const state = await load();
    const { adoptRenderedCountry } = await import('./pageCountry');
    expect(adoptRenderedCountry('gh', '')).toBe(true);
    expect(state.countryCode.value).toBe('gh');
    // Shown, and mirrored for the server's next page, but not recorded as the visitor's choice.
    expect(state.isCountryStored()).toBe(false);
    expect(document.cookie).toContain('country_code=gh');
    expect(adoptRenderedCountry('gh', '')).toBe(false);
  });

  it('keeps a chosen country, unless the page’s address asks for another, which is then saved', async () => {
    localStorage.setItem('country_code', 'ke');
    const state = await load();
    const { adoptRenderedCountry } = await import('./pageCountry');
    expect(adoptRenderedCountry('gh', '')).toBe(false);
    expect(state.countryCode.value).toBe('ke');
    // The server priced the page in the default: it did not sell to the country asked for.
    expect(adoptRenderedCountry('ng', '?country=zz')).toBe(false);
    expect(state.countryCode.value).toBe('ke');
    expect(adoptRenderedCountry('gh', '?page=2&country=GH')).toBe(true);
    expect(state.countryCode.value).toBe('gh');
    expect(localStorage.getItem('country_code')).toBe('gh');
  });

  it('follows changes another tab makes', async () => {
    const state = await load();
    localStorage.setItem('theme', 'dark');
    window.dispatchEvent(new StorageEvent('storage', { key: 'theme', newValue: 'dark' }));
    expect(state.theme.value).toBe('dark');
  });

  it('keeps a visitor cart in storage across pages', async () => {
    let state = await load();
    state.setCartItems([item(1, 'printbook', 2, 1500)]);
    expect(JSON.parse(localStorage.getItem('visitor_cart') ?? '[]')).toHaveLength(1);
    state = await load();
    expect(state.cartItems.value.map((i) => i.id)).toEqual([1]);
    expect(state.cartCount.value).toBe(2);
    state.clearCart();
    expect(localStorage.getItem('visitor_cart')).toBeNull();
  });
});

describe('book type', () => {
  it('keeps the store’s display order over exactly the shared book types', async () => {
    const { bookTypes } = await import('@bookstore/api-client/constants');
    const state = await load();
    expect(state.BOOK_TYPES).toEqual(['ebook', 'printbook', 'audiobook']);
    expect([...state.BOOK_TYPES].sort()).toEqual([...bookTypes].sort());
  });

  it('changed from the preference bar or the settings, is saved and told for 2 seconds', async () => {
    const state = await load();
    state.changeBookType('audiobook');
    expect(localStorage.getItem('book_type')).toBe('audiobook');
    expect(toasts.showInfo).toHaveBeenCalledWith('The book type is set to Audiobook', 2_000);
  });
});

describe('session', () => {
  it('destroying it removes user_session, forgets the account and empties the cart', async () => {
    localStorage.setItem('user_session', 'active');
    const state = await load();
    state.setAccount({ username: 'ada', author_account: true, voiceover_artist_account: false } as never);
    state.setCartItems([item(1, 'ebook', 1, 10)]);
    expect(state.isAuthor.value).toBe(true);
    expect(state.isSeller.value).toBe(true);
    // A signed-in cart is the server's, never written to the visitor's storage.
    expect(localStorage.getItem('visitor_cart')).toBeNull();
    state.destroySession();
    expect(localStorage.getItem('user_session')).toBeNull();
    expect(state.account.value).toBeNull();
    expect(state.cartItems.value).toEqual([]);
    expect(state.isSeller.value).toBe(false);
  });

  it('an active session does not show a stored visitor cart', async () => {
    localStorage.setItem('user_session', 'active');
    localStorage.setItem('visitor_cart', JSON.stringify([item(1, 'ebook', 1, 10)]));
    const state = await load();
    expect(state.cartItems.value).toEqual([]);
  });

  it('derives the roles from the account', async () => {
    const state = await load();
    state.setAccount({ author_account: false, voiceover_artist_account: true } as never);
    expect(state.isAuthor.value).toBe(false);
    expect(state.isVoiceoverArtist.value).toBe(true);
    expect(state.isSeller.value).toBe(true);
    state.setAccount({ author_account: false, voiceover_artist_account: false } as never);
    expect(state.isSeller.value).toBe(false);
  });
});

describe('delivery addresses', () => {
  it('list the primary first, and none without an account', async () => {
    const state = await load();
    expect(state.deliveryAddresses.value).toEqual([]);
    state.setAccount({
      delivery_addresses: [
        { id: 1, is_primary: false },
        { id: 2, is_primary: true },
        { id: 3, is_primary: false },
      ],
    } as never);
    expect(state.deliveryAddresses.value.map((address) => address.id)).toEqual([2, 1, 3]);
  });
});

describe('cart count and total', () => {
  it('are computed from the items: the sum of quantities and of quantity times unit price', async () => {
    const state = await load();
    state.setCartItems([
      item(1, 'printbook', 3, 0.1),
      item(2, 'ebook', 1, 0.2),
      item(3, 'printbook', 2, 12500),
    ]);
    expect(state.cartCount.value).toBe(6);
    expect(state.cartTotal.value).toBe(25000.5);
    expect(state.printBookQuantity.value).toBe(5);
    expect(state.cartCurrencySymbol.value).toBe('₦');
    state.setCartItems([item(2, 'ebook', 1, 0.2)]);
    expect(state.cartCount.value).toBe(1);
    expect(state.cartTotal.value).toBe(0.2);
    // Derived values are never stored.
    expect(JSON.stringify({ ...localStorage })).not.toMatch(/count|total/);
  });

  it('add money in minor units, where floats drift (0.1 + 0.2, 1.15 × 3, 19.99 × 3)', async () => {
    const state = await load();
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(1.15 * 3).not.toBe(3.45);
    expect(state.cartItemTotal(item(5, 'printbook', 3, 1.15))).toBe(3.45);
    expect(state.cartItemTotal(item(6, 'printbook', 3, 0.1))).toBe(0.3);
    state.setCartItems([item(1, 'ebook', 1, 0.1), item(2, 'ebook', 1, 0.2)]);
    expect(state.cartTotal.value).toBe(0.3);
    const line = item(3, 'printbook', 3, 19.99);
    expect(state.cartItemTotal(line)).toBe(59.97);
    state.setCartItems([line, item(4, 'ebook', 1, 0.1)]);
    expect(state.cartTotal.value).toBe(60.07);
    expect(state.orderTotal(state.cartTotal.value, 0.2)).toBe(60.27);
    expect(state.orderTotal(0.1, 0.2)).toBe(0.3);
    expect(state.orderTotal(59.97)).toBe(59.97);
  });

  it('drops malformed stored items', async () => {
    expect(
      (await load()).parseStoredCart(
        JSON.stringify([item(1, 'ebook', 1, 5), { id: 'x' }, { id: 2, quantity: 0 }]),
      ),
    ).toHaveLength(1);
  });
});
