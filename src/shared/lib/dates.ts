import { perLocale } from './perLocale';

const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD` (so 2026-02-30 is refused). */
export function isCalendarDate(value: string): boolean {
  const match = CALENDAR_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** A date as `YYYY-MM-DD` in the visitor's time zone (the calendar day they see, not UTC's). */
export function isoDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * A `YYYY-MM-DD` date for readers ("1 September 2026" in en-NG), read as a calendar day in UTC so the
 * text never shifts with the visitor's time zone (a prerendered page and the live one agree). A locale
 * the browser lacks falls back to en-NG.
 *
 * English dates are written here, without Intl: every page is first drawn in English (the prerendered
 * HTML), and building an Intl date formatter while the page starts blocked a slow phone for up to
 * 380 ms (CPU profile at ×11). localeFormats.test.ts checks they match Intl's en-NG.
 */
export function formatCalendarDate(iso: string, locale: string): string {
  const [year = 0, month = 1, day = 1] = iso.split('-').map(Number);
  if (locale === 'en-NG' && isCalendarDate(iso) && year >= 1000) {
    return `${day} ${ENGLISH_MONTHS[month - 1]} ${year}`;
  }
  return calendarDates(locale).format(Date.UTC(year, month - 1, day));
}

/** "September 2026": a month (1–12) of a year, in the reader's language, as formatCalendarDate. */
export function formatMonthOfYear(year: number, month: number, locale: string): string {
  const englishMonth = ENGLISH_MONTHS[month - 1];
  if (locale === 'en-NG' && englishMonth && Number.isInteger(year) && year >= 1000 && year <= 9999) {
    return `${englishMonth} ${year}`;
  }
  return monthsOfYears(locale).format(Date.UTC(year, month - 1, 1));
}

const ENGLISH_MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const calendarDates = perLocale(
  (locale) =>
    new Intl.DateTimeFormat([locale, 'en-NG'], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'UTC',
    }),
);
const monthsOfYears = perLocale(
  (locale) => new Intl.DateTimeFormat([locale, 'en-NG'], { month: 'long', year: 'numeric', timeZone: 'UTC' }),
);
