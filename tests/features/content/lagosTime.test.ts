import { describe, expect, it } from 'vitest';
import { formatLagosDateTime, lagosToUtc } from '@/features/content/lagosTime';

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

  it('shows a UTC time on a Lagos clock', () => {
    expect(formatLagosDateTime('2026-12-31T23:30:00.000Z', 'en-NG')).toMatch(/^1 January 2027.*00:30$/);
  });
});
