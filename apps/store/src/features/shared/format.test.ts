import { describe, expect, it } from 'vitest';
import { bookCount, formatDate, formatDateTime, formatMonthUtc } from './format';

// formatDate writes dates by hand (no Intl on a public page's first render): it must write what
// en-GB's short date writes, month names included ("Sept").
describe('formatDate', () => {
  const intl = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

  it('writes every month of a date-time as en-GB does, in the reader’s time zone', () => {
    for (let month = 0; month < 12; month++) {
      for (const day of [1, 9, 28]) {
        const value = new Date(2026, month, day, 13, 30).toISOString();
        expect(formatDate(value)).toBe(intl.format(new Date(value)));
      }
    }
  });

  it('writes a calendar date as that day, wherever the reader is', () => {
    expect(formatDate('2024-09-05')).toBe('5 Sept 2024');
    expect(formatDate('2026-01-31')).toBe('31 Jan 2026');
    expect(formatDate('2026-12-01')).toBe('1 Dec 2026');
  });

  it('leaves what is not a date as it came, and nothing as nothing', () => {
    expect(formatDate('soon')).toBe('soon');
    expect(formatDate('2026-13-01')).toBe('2026-13-01');
    expect(formatDate(null)).toBe('');
    expect(formatDate('')).toBe('');
  });

  it('writes a date and time with the hour', () => {
    const value = new Date(2026, 10, 3, 14, 5).toISOString();
    expect(formatDateTime(value)).toBe('3 Nov 2026, 14:05');
  });

  it('counts books with separators', () => {
    expect(bookCount(1)).toBe('1 book');
    expect(bookCount(1204)).toBe('1,204 books');
  });
});

describe('formatMonthUtc', () => {
  it('writes every month as en-GB’s month and year do, in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-GB', { month: 'short', year: 'numeric', timeZone: 'UTC' });
    for (let month = 0; month < 12; month++) {
      const date = new Date(Date.UTC(2026, month, 1));
      expect(formatMonthUtc(date)).toBe(intl.format(date));
    }
  });
});
