import * as constants from '@bookstore/api-client/constants';
import { describe, expect, it } from 'vitest';
import {
  bookTypeLabel,
  formatCount,
  formatMinorUnits,
  formatDisplayName,
  formatPersonName,
  formatPrice,
} from './index';

// Money is formatted by the API client's constants (packages/api-client/test/money.test.ts); the kit
// re-exports that one function.
describe("the kit's money", () => {
  it("is the API client's formatPrice", () => {
    expect(formatPrice).toBe(constants.formatPrice);
    expect(formatMinorUnits).toBe(constants.formatMinorUnits);
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
  it('names a person by the display name the API sends (a pen name), else by first, middle and last name', () => {
    const eliot = { first_name: 'Thomas', middle_name: 'Stearns', last_name: 'Eliot' };
    expect(formatDisplayName({ ...eliot, display_name: 'T. S. Eliot' })).toBe('T. S. Eliot');
    expect(formatDisplayName({ ...eliot, display_name: '  ' })).toBe('Thomas Stearns Eliot');
    expect(formatDisplayName(eliot)).toBe('Thomas Stearns Eliot');
  });
  it('labels book types', () => {
    expect(bookTypeLabel('printbook')).toBe('Printbook');
    expect(bookTypeLabel('magazine')).toBe('magazine');
  });
});

// Written by hand (format/number.ts) so a page's first render loads no locale data: each must write
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
