import { describe, expect, it } from 'vitest';
import { formatLagosDateTime } from '@/features/content/history/lagosDateTime';

describe('formatLagosDateTime', () => {
  it('writes the date and time in Lagos (UTC+1), whatever the computer’s zone', () => {
    expect(formatLagosDateTime('2026-11-25T13:05:00.000Z', 'en')).toBe('25 November 2026, 14:05');
  });

  it('moves a late-evening UTC time to the next morning in Lagos', () => {
    expect(formatLagosDateTime('2026-12-31T23:30:00.000Z', 'en')).toBe('1 January 2027, 00:30');
  });

  it('writes the month in the reader’s language', () => {
    expect(formatLagosDateTime('2026-11-25T13:05:00.000Z', 'yo')).toMatch(/^25 .+ 2026, 14:05$/);
    expect(formatLagosDateTime('2026-11-25T13:05:00.000Z', 'yo')).not.toContain('November');
  });
});
