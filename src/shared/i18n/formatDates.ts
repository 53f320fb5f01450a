import { isCalendarDate } from '@/shared/lib/dates';
import { dateMessages, type DateMessageKey } from './dateMessages';
import { translate, type Locale } from './translate';

/*
 * Dates for readers, written from the catalogues (./dateMessages.ts): identical in every browser and on
 * the server, so a prerendered page and the page the browser hydrates say the same, and no browser's
 * missing locale data turns a Yorùbá sentence English. No Date, no Intl: a calendar day is read as written.
 * Staff screens' timestamps: ./formatDateTime.ts.
 */

const monthKey = (month: number) => `month.${month}` as DateMessageKey;

/** "1 December 2026", "1 Oṣù Kejìlá 2026", "1 ga Disamba, 2026": a `YYYY-MM-DD` date in `locale`. */
export function formatCalendarDate(iso: string, locale: Locale, { official = false } = {}): string {
  if (!isCalendarDate(iso)) throw new Error(`Not a calendar date: ${iso}`);
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  const write = (language: Locale) =>
    translate(dateMessages, language, 'date.day', {
      day,
      month: translate(dateMessages, language, monthKey(month)),
      year,
    });
  return withOfficial(write, locale, official);
}

/**
 * "December 2020" in `locale`: a month (1–12) of a year. `official`: where a deadline or a rule's start
 * matters, the English date people see on official forms follows in brackets ("Oṣù Kejìlá 2020
 * (December 2020)"), unless the language writes the months in English anyway.
 */
export function formatMonthOfYear(year: number, month: number, locale: Locale, { official = false } = {}) {
  if (!Number.isInteger(month) || month < 1 || month > 12) throw new Error(`Not a month: ${month}`);
  const write = (language: Locale) =>
    translate(dateMessages, language, 'date.month', {
      month: translate(dateMessages, language, monthKey(month)),
      year,
    });
  return withOfficial(write, locale, official);
}

function withOfficial(write: (language: Locale) => string, locale: Locale, official: boolean): string {
  const date = write(locale);
  const english = write('en');
  if (!official || date === english) return date;
  return translate(dateMessages, locale, 'date.withOfficial', { date, official: english });
}
