import { describe, expect, it } from 'vitest';
import { bookTypeLabel, cartCount, cartTotal, formatPersonName, formatPrice } from './index';

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
});

describe('names', () => {
  it('joins first, middle and last name, skipping missing parts', () => {
    expect(formatPersonName({ first_name: 'Chimamanda', middle_name: 'Ngozi', last_name: 'Adichie' })).toBe(
      'Chimamanda Ngozi Adichie',
    );
    expect(formatPersonName({ first_name: 'Wole', middle_name: null, last_name: 'Soyinka' })).toBe(
      'Wole Soyinka',
    );
  });
  it('labels book types', () => {
    expect(bookTypeLabel('printbook')).toBe('Printbook');
    expect(bookTypeLabel('magazine')).toBe('magazine');
  });
});
