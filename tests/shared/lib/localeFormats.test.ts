import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonthOfYear } from '@/shared/lib/dates';
import { formatNaira, formatNumber } from '@/shared/lib/numbers';

// English figures and dates are written without Intl (a cost on a slow phone's first paint); they must
// read exactly as Intl's en-NG does, which the other languages still use.
const intlNumber = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
const intlNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  currencyDisplay: 'narrowSymbol',
  maximumFractionDigits: 0,
});
const intlDate = new Intl.DateTimeFormat('en-NG', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const intlMonth = new Intl.DateTimeFormat('en-NG', { month: 'long', year: 'numeric', timeZone: 'UTC' });

const NUMBERS = [
  0,
  -0,
  1,
  9,
  10,
  99,
  100,
  999,
  1000,
  1001,
  9999,
  10_000,
  99_999,
  100_000,
  123_456,
  1_000_000,
  1_234_567,
  -1,
  -999,
  -1000,
  -1_234_567,
  Number.MAX_SAFE_INTEGER,
  -Number.MAX_SAFE_INTEGER,
  2.5,
  2.4,
  -2.5,
  1e21,
];

describe('English figures match Intl en-NG', () => {
  it.each(NUMBERS)('%s', (value) => {
    expect(formatNumber(value, 'en-NG')).toBe(intlNumber.format(value));
    expect(formatNaira(value, 'en-NG')).toBe(intlNaira.format(value));
  });

  it('other languages still come from Intl', () => {
    expect(formatNaira(15_000, 'ha')).toBe(
      new Intl.NumberFormat(['ha', 'en-NG'], {
        style: 'currency',
        currency: 'NGN',
        currencyDisplay: 'narrowSymbol',
        maximumFractionDigits: 0,
      }).format(15_000),
    );
  });
});

describe('English dates match Intl en-NG', () => {
  it('every day of a leap year and of 2026, and the ends of the range', () => {
    const days: string[] = ['1000-01-01', '9999-12-31'];
    for (const year of [2024, 2026]) {
      for (let time = Date.UTC(year, 0, 1); time < Date.UTC(year + 1, 0, 1); time += 86_400_000) {
        days.push(new Date(time).toISOString().slice(0, 10));
      }
    }
    for (const iso of days) {
      const [year, month, day] = iso.split('-').map(Number);
      expect(formatCalendarDate(iso, 'en-NG'), iso).toBe(intlDate.format(Date.UTC(year!, month! - 1, day!)));
    }
  });

  it('each month of a year', () => {
    for (let month = 1; month <= 12; month += 1) {
      expect(formatMonthOfYear(2023, month, 'en-NG')).toBe(intlMonth.format(Date.UTC(2023, month - 1, 1)));
    }
  });

  it('other languages still come from Intl', () => {
    expect(formatCalendarDate('2026-09-01', 'yo')).toBe(
      new Intl.DateTimeFormat(['yo', 'en-NG'], {
        day: 'numeric',
        month: 'long',
        year: 'numeric',
        timeZone: 'UTC',
      }).format(Date.UTC(2026, 8, 1)),
    );
  });
});
