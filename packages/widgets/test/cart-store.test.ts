import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CART_STORAGE_KEY, createPartnerCart, parseStoredCart } from '../src/runtime/cart-store';

const printbook = {
  uid: 'bk_PRINT0001',
  title: 'Stay With Me',
  type: 'printbook',
  cover_path: null,
  price: { amount: 8500, currency_symbol: '₦', currency_code: 'NGN' },
};
const ebook = {
  ...printbook,
  uid: 'bk_EBOOK0001',
  title: 'Purple Hibiscus',
  type: 'ebook',
  price: { amount: 4200, currency_symbol: '₦' },
};

beforeEach(() => localStorage.clear());

describe('partner cart', () => {
  it('keeps items in the page localStorage and reads them back in a new instance', () => {
    const cart = createPartnerCart(localStorage);
    cart.add(printbook, 'ng');
    cart.add(ebook, 'ng');
    expect(JSON.parse(localStorage.getItem(CART_STORAGE_KEY) ?? '{}').items).toHaveLength(2);
    const again = createPartnerCart(localStorage);
    expect(again.handoffItems()).toEqual([
      { uid: 'bk_PRINT0001', quantity: 1 },
      { uid: 'bk_EBOOK0001', quantity: 1 },
    ]);
  });

  it('adds quantity for print books only and counts the sum of quantities', () => {
    const cart = createPartnerCart(localStorage);
    cart.add(printbook, 'ng');
    cart.add(printbook, 'ng');
    cart.add(ebook, 'ng');
    cart.add(ebook, 'ng');
    cart.increase(ebook.uid);
    expect(cart.getItems().map((item) => item.quantity)).toEqual([2, 1]);
    expect(cart.count()).toBe(3);
  });

  it('never decreases below 1, removes and clears', () => {
    const cart = createPartnerCart(localStorage);
    cart.add(printbook, 'ng', 3);
    cart.decrease(printbook.uid);
    cart.decrease(printbook.uid);
    cart.decrease(printbook.uid);
    expect(cart.getItems()[0]?.quantity).toBe(1);
    cart.add(ebook, 'ng');
    cart.remove(printbook.uid);
    expect(cart.handoffItems()).toEqual([{ uid: ebook.uid, quantity: 1 }]);
    cart.clear();
    expect(cart.getItems()).toEqual([]);
    expect(localStorage.getItem(CART_STORAGE_KEY)).toBeNull();
  });

  it('notifies subscribers and follows changes made in another tab', () => {
    const cart = createPartnerCart(localStorage);
    const listener = vi.fn();
    const unsubscribe = cart.subscribe(listener);
    cart.add(ebook, 'ng');
    expect(listener).toHaveBeenCalledTimes(1);

    const other = createPartnerCart(localStorage);
    other.add(printbook, 'ng');
    window.dispatchEvent(new StorageEvent('storage', { key: CART_STORAGE_KEY }));
    expect(listener).toHaveBeenCalledTimes(2);
    expect(cart.count()).toBe(2);
    unsubscribe();
  });

  it('ignores corrupted storage and keeps working without storage', () => {
    expect(parseStoredCart('{not json')).toEqual([]);
    expect(parseStoredCart(JSON.stringify({ items: [{ id: 'x', quantity: -1 }] }))).toEqual([]);
    const cart = createPartnerCart(undefined);
    cart.add(ebook, 'ng');
    expect(cart.count()).toBe(1);
  });
});
