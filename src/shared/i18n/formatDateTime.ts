import { dateMessages } from './dateMessages';
import { formatCalendarDate } from './formatDates';
import { translate, type Locale } from './translate';

/*
 * Timestamps for staff screens, from the same catalogue as ./formatDates.ts: no Intl, so every browser
 * writes them alike. Its own module so that the public pages, which write only calendar days, do not
 * download it.
 */

/** West Africa Time, Nigeria's (and staff's) clock: UTC+1 all year, no daylight saving. */
const WAT_OFFSET_MS = 3_600_000;

/**
 * "27 November 2026, 14:05 WAT", "27 Oṣù Kọkànlá 2026, ní agogo 14:05 WAT": an ISO timestamp on Nigeria's
 * clock, whatever the computer's zone (23:30 UTC on 31 December is 00:30 on 1 January). `seconds`:
 * 14:05:09. `zone: false` leaves "WAT" out, for a sentence that names Lagos time itself.
 */
export function formatDateTime(iso: string, locale: Locale, { seconds = false, zone = true } = {}): string {
  const instant = Date.parse(iso);
  if (Number.isNaN(instant)) throw new Error(`Not a timestamp: ${iso}`);
  // 2027-01-01T00:30:09.000Z: the UTC reading of the moment an hour later is what a WAT clock shows.
  const wat = new Date(instant + WAT_OFFSET_MS).toISOString();
  const dateTime = translate(dateMessages, locale, 'date.dateTime', {
    date: formatCalendarDate(wat.slice(0, 10), locale),
    time: wat.slice(11, seconds ? 19 : 16),
  });
  return zone ? translate(dateMessages, locale, 'date.inWat', { dateTime }) : dateTime;
}
