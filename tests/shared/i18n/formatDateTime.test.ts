import { describe, expect, it } from 'vitest';
import { dateMessages } from '@/shared/i18n/dateMessages';
import { formatDateTime } from '@/shared/i18n/formatDateTime';
import { LOCALES, loadLocale, translate } from '@/shared/i18n/translate';

// Staff read every moment on Nigeria's clock (West Africa Time, UTC+1 all year), written from the
// catalogues: the same in every browser and whatever the computer's zone.
describe('formatDateTime', () => {
  it('writes a moment on Nigeria’s clock, naming the zone', () => {
    expect(formatDateTime('2026-11-27T13:05:00.000Z', 'en')).toBe('27 November 2026, 14:05 WAT');
    expect(formatDateTime('2026-11-27T13:05:09Z', 'en', { seconds: true })).toBe(
      '27 November 2026, 14:05:09 WAT',
    );
    // A sentence that says "(Lagos time)" itself leaves the zone out.
    expect(formatDateTime('2026-11-27T13:05:00.000Z', 'en', { zone: false })).toBe('27 November 2026, 14:05');
  });

  it('crosses midnight into the next day, month and year', () => {
    expect(formatDateTime('2026-12-31T23:30:00Z', 'en')).toBe('1 January 2027, 00:30 WAT');
    expect(formatDateTime('2026-12-31T22:59:59Z', 'en', { seconds: true })).toBe(
      '31 December 2026, 23:59:59 WAT',
    );
    // A timestamp with another offset is the same moment.
    expect(formatDateTime('2027-01-01T00:30:00+01:00', 'en')).toBe('1 January 2027, 00:30 WAT');
  });

  it('each language writes it as its catalogue says', async () => {
    await Promise.all(LOCALES.map(loadLocale));
    const expected = {
      en: '1 January 2027, 00:30:05 WAT',
      pcm: '1 January 2027, 00:30:05 WAT',
      yo: '1 Oṣù Kìíní 2027, ní agogo 00:30:05 WAT',
      ha: '1 ga Janairu, 2027, da ƙarfe 00:30:05 WAT',
      ig: '1 Jenụwarị 2027, n’elekere 00:30:05 WAT',
    };
    for (const locale of LOCALES) {
      const written = formatDateTime('2026-12-31T23:30:05Z', locale, { seconds: true });
      expect(written, locale).toBe(expected[locale]);
      // …built from that language's own templates and month names, not English's.
      const date = translate(dateMessages, locale, 'date.day', {
        day: 1,
        month: translate(dateMessages, locale, 'month.1'),
        year: 2027,
      });
      const dateTime = translate(dateMessages, locale, 'date.dateTime', { date, time: '00:30:05' });
      expect(written, locale).toBe(translate(dateMessages, locale, 'date.inWat', { dateTime }));
    }
    expect(formatDateTime('2026-12-01T09:00:00Z', 'yo')).toBe('1 Oṣù Kejìlá 2026, ní agogo 10:00 WAT');
  });

  it('refuses what is not a timestamp', () => {
    expect(() => formatDateTime('not a date', 'en')).toThrow();
    expect(() => formatDateTime('', 'en')).toThrow();
  });
});
