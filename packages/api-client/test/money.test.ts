import { describe, expect, it } from 'vitest';
import {
  cartCount,
  cartTotal,
  formatCount,
  formatMinorUnits,
  formatPrice,
  fromMinorUnits,
  lineTotal,
  toMinorUnits,
} from '../src/constants';

describe('formatPrice', () => {
  it('shows two decimals, comma thousands and the currency symbol', () => {
    expect(formatPrice(12500, '₦')).toBe('₦12,500.00');
    expect(formatPrice(1234567.891, '$')).toBe('$1,234,567.89');
    expect(formatPrice(0, '₦')).toBe('₦0.00');
    expect(formatPrice(9.5)).toBe('9.50');
  });

  it('accepts numeric strings from the API', () => {
    expect(formatPrice('4500', '₦')).toBe('₦4,500.00');
    expect(formatPrice('2,000.5', '£')).toBe('£2,000.50');
  });

  it('puts the sign before the symbol and never prints negative zero', () => {
    expect(formatPrice(-1500, '₦')).toBe('-₦1,500.00');
    expect(formatPrice(-0.001, '₦')).toBe('₦0.00');
  });

  it('shows a non-numeric amount unchanged', () => {
    expect(formatPrice('free', '₦')).toBe('₦free');
  });

  it("writes what the API's messages wrote with toLocaleString, without Intl", () => {
    const amounts = [0, 0.5, 9.99, 999.995, 1000, 12500, 15999.99, 1234567.891, 98765432.1];
    for (const amount of amounts) {
      const intl = amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
      expect(formatPrice(amount, '₦')).toBe(`₦${intl}`);
    }
  });
});

describe('cart figures', () => {
  const items = [
    { quantity: 2, book: { price: { amount: 0.1, currency_symbol: '₦' } } },
    { quantity: 1, book: { price: { amount: '0.2', currency_symbol: '₦' } } },
    { quantity: 3, book: { price: { amount: 12500, currency_symbol: '₦' } } },
  ];
  it('counts the sum of quantities', () => {
    expect(cartCount(items)).toBe(6);
  });
  it('totals quantity times unit price without floating drift', () => {
    expect(cartTotal(items)).toBe(37500.4);
    expect(cartTotal([])).toBe(0);
  });
  it('adds 0.1 and 0.2 to exactly 0.3', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    const cart = [
      { quantity: 1, book: { price: { amount: 0.1, currency_symbol: '₦' } } },
      { quantity: 1, book: { price: { amount: 0.2, currency_symbol: '₦' } } },
    ];
    expect(cartTotal(cart)).toBe(0.3);
  });
  it('multiplies 19.99 by 3 and 1.15 by 3 exactly', () => {
    expect(1.15 * 3).not.toBe(3.45);
    expect(
      cartTotal([
        { quantity: 3, book: { price: { amount: 19.99, currency_symbol: '£' } } },
        { quantity: 3, book: { price: { amount: 1.15, currency_symbol: '£' } } },
      ]),
    ).toBe(63.42);
    expect(lineTotal(19.99, 3)).toBe(59.97);
    expect(lineTotal('1.15', 3)).toBe(3.45);
    expect(lineTotal(0.29, 3)).toBe(0.87);
  });
  it('sums many small prices without drift', () => {
    const cart = Array.from({ length: 10 }, () => ({
      quantity: 1,
      book: { price: { amount: 0.1, currency_symbol: '$' } },
    }));
    expect(cartTotal(cart)).toBe(1);
  });
  it('reads API strings with thousands separators and ignores non-numeric amounts', () => {
    expect(cartTotal([{ quantity: 2, book: { price: { amount: '1,250.50', currency_symbol: '₦' } } }])).toBe(
      2501,
    );
    expect(cartTotal([{ quantity: 2, book: { price: { amount: 'free', currency_symbol: '₦' } } }])).toBe(0);
  });
});

describe('minor units', () => {
  it('converts amounts to integer minor units and back', () => {
    expect(toMinorUnits(19.99)).toBe(1999);
    expect(toMinorUnits('0.1')).toBe(10);
    expect(toMinorUnits(1.005)).toBe(100);
    expect(toMinorUnits('12,500.00')).toBe(1250000);
    expect(toMinorUnits('')).toBe(0);
    expect(toMinorUnits(Number.NaN)).toBe(0);
    expect(fromMinorUnits(5997)).toBe(59.97);
    expect(fromMinorUnits(30)).toBe(0.3);
  });
});

// Written by hand (src/money.ts) so a page's first render loads no locale data: each must write
// exactly what Intl writes for en-US.
describe('formatCount and formatMinorUnits', () => {
  const samples = [
    0,
    1,
    9,
    10,
    99,
    100,
    999,
    1000,
    1001,
    12500,
    999999,
    1000000,
    1234567,
    2 ** 31,
    9007199254740991,
  ];
  // A fixed pseudo-random walk over every magnitude, the same numbers on every run.
  let seed = 7;
  for (let i = 0; i < 400; i++) {
    seed = (seed * 48271) % 2147483647;
    samples.push(Math.floor((seed / 2147483647) * 10 ** (1 + (i % 15))));
  }

  it('writes counts as toLocaleString does', () => {
    for (const n of samples) {
      expect(formatCount(n)).toBe(n.toLocaleString('en-US'));
      if (n > 0) expect(formatCount(-n)).toBe((-n).toLocaleString('en-US'));
    }
    expect(formatCount(1204)).toBe('1,204');
    // Not a whole number: left to toLocaleString.
    expect(formatCount(1234.5678)).toBe('1,234.568');
  });

  it('writes minor units as a two-decimal Intl format of the amount', () => {
    const intl = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    // Up to 10^13 minor units: past that `n / 100` itself loses cents, which the integer arithmetic keeps.
    for (const n of samples.filter((m) => m < 1e13)) expect(formatMinorUnits(n)).toBe(intl.format(n / 100));
    expect(formatMinorUnits(1250000)).toBe('12,500.00');
    expect(formatMinorUnits(5)).toBe('0.05');
    expect(formatMinorUnits(-199)).toBe('1.99');
    expect(formatMinorUnits(2 ** 60)).toBe('11,529,215,046,068,470.00');
  });
});
