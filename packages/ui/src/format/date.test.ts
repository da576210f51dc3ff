import { describe, expect, it } from 'vitest';
import { formatUtcDay } from './date';

describe('formatUtcDay', () => {
  it("writes every month as en-GB's short form does, on the UTC day", () => {
    const intl = new Intl.DateTimeFormat('en-GB', {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    });
    for (let month = 0; month < 12; month += 1) {
      const date = new Date(Date.UTC(2026, month, 28, 23, 59));
      expect(formatUtcDay(date.toISOString())).toBe(intl.format(date));
    }
  });

  it('keeps the UTC day of a time with an offset, and the day of a date alone', () => {
    expect(formatUtcDay('2026-11-04T00:30:00+01:00')).toBe('3 Nov 2026');
    expect(formatUtcDay('2026-11-04')).toBe('4 Nov 2026');
  });

  it('gives back text that is not a date', () => {
    expect(formatUtcDay('soon')).toBe('soon');
  });
});
