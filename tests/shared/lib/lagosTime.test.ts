import { describe, expect, it } from 'vitest';
import { loadLocale } from '@/shared/i18n/translate';
import { formatLagosDate, formatLagosDateTime, lagosToUtc } from '@/shared/lib/lagosTime';

describe('Lagos time', () => {
  it('is UTC+1 all year, across midnight and the turn of a year', () => {
    expect(lagosToUtc('2027-01-15', '09:00')).toBe('2027-01-15T08:00:00.000Z');
    expect(lagosToUtc('2027-07-15', '09:00')).toBe('2027-07-15T08:00:00.000Z');
    expect(lagosToUtc('2027-01-01', '00:30')).toBe('2026-12-31T23:30:00.000Z');
  });

  it('refuses what is not a real date or time', () => {
    for (const [date, time] of [
      ['2027-02-30', '09:00'],
      ['2027-13-01', '09:00'],
      ['2027-01-15', '24:00'],
      ['2027-01-15', '09:60'],
      ['', '09:00'],
      ['2027-01-15', ''],
    ])
      expect(lagosToUtc(date!, time!), `${date} ${time}`).toBeUndefined();
  });

  it('writes the date and time in Lagos, whatever the computer’s zone', () => {
    expect(formatLagosDateTime('2026-11-25T13:05:00.000Z', 'en')).toBe('25 November 2026, 14:05');
    expect(formatLagosDate('2026-11-25T13:05:00.000Z', 'en')).toBe('25 November 2026');
  });

  it('moves a late-evening UTC time to the next morning in Lagos', () => {
    expect(formatLagosDateTime('2026-12-31T23:30:00.000Z', 'en')).toBe('1 January 2027, 00:30');
    expect(formatLagosDate('2026-12-31T23:30:00.000Z', 'en')).toBe('1 January 2027');
  });

  it('writes the month in the reader’s language, from the catalogue (the same in every browser)', async () => {
    await loadLocale('yo');
    expect(formatLagosDateTime('2026-11-25T13:05:00.000Z', 'yo')).toBe('25 Oṣù Kọkànlá 2026, ní agogo 14:05');
  });
});
