import { describe, expect, it } from 'vitest';
import { formatCalendarDate, formatMonthOfYear } from '@/shared/i18n/formatDates';
import { LOCALES, loadLocale } from '@/shared/i18n/translate';
import { formatNaira, formatNumber } from '@/shared/lib/numbers';

// Figures are written without Intl (a cost on a slow phone's first paint, and Intl's data for our
// languages differs between Node and browsers); they must read exactly as Intl's en-NG does.
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

describe('figures match Intl en-NG, in every language', () => {
  it.each(NUMBERS)('%s', (value) => {
    expect(formatNumber(value)).toBe(intlNumber.format(value));
    expect(formatNaira(value)).toBe(intlNaira.format(value));
  });
});

describe('dates come from the catalogues', () => {
  it('English dates match Intl en-NG', () => {
    for (const iso of ['2026-01-01', '2026-09-30', '2020-12-31', '1999-02-28']) {
      const [year, month, day] = iso.split('-').map(Number);
      expect(formatCalendarDate(iso, 'en')).toBe(intlDate.format(Date.UTC(year!, month! - 1, day)));
      expect(formatMonthOfYear(year!, month!, 'en')).toBe(intlMonth.format(Date.UTC(year!, month! - 1, 1)));
    }
  });

  it('each language writes its own months, with the official English date beside a deadline', async () => {
    await Promise.all(LOCALES.map(loadLocale));
    expect(formatCalendarDate('2026-12-01', 'yo')).toBe('1 Oṣù Kejìlá 2026');
    expect(formatCalendarDate('2026-11-01', 'ha')).toBe('1 ga Nuwamba, 2026');
    expect(formatMonthOfYear(2020, 12, 'yo', { official: true })).toBe('Oṣù Kejìlá 2020 (December 2020)');
    expect(formatMonthOfYear(2020, 12, 'ig', { official: true })).toBe('Disemba 2020 (December 2020)');
    // Pidgin writes the months in English: nothing to add.
    expect(formatMonthOfYear(2020, 12, 'pcm', { official: true })).toBe('December 2020');
    for (const locale of ['yo', 'ha', 'ig'] as const)
      expect(formatCalendarDate('2026-03-09', locale)).not.toMatch(/March/);
  });

  it('refuses what is not a calendar date', () => {
    expect(() => formatCalendarDate('2026-02-30', 'en')).toThrow();
    expect(() => formatMonthOfYear(2026, 13, 'en')).toThrow();
  });
});
