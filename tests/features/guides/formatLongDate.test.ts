import { describe, expect, it } from 'vitest';
import { formatLongDate } from '@/features/guides/formatLongDate';
import { guideMessages, type GuideMessageKey } from '@/features/guides/messages';
import { translate, type Vars } from '@/shared/i18n/translate';

const t = (key: GuideMessageKey, vars?: Vars) => translate(guideMessages, 'en', key, vars);

describe('formatLongDate', () => {
  it.each([
    ['2026-11-01', '1 November 2026'],
    ['2025-01-31', '31 January 2025'],
    ['2024-12-09', '9 December 2024'],
  ])('writes %s as %s', (iso, expected) => {
    expect(formatLongDate(iso, t)).toBe(expected);
  });

  it.each(['2026-13-01', '2026-00-10', '2026-11-00', '1 Nov 2026', '2026-11-1'])('rejects %s', (bad) => {
    expect(() => formatLongDate(bad, t)).toThrow('Not an ISO date');
  });
});
