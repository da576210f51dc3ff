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

// Money and counts are formatted by the API client's constants (packages/api-client/test/money.test.ts);
// the kit re-exports those functions.
describe("the kit's money", () => {
  it("is the API client's formatPrice", () => {
    expect(formatPrice).toBe(constants.formatPrice);
    expect(formatMinorUnits).toBe(constants.formatMinorUnits);
    expect(formatCount).toBe(constants.formatCount);
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
