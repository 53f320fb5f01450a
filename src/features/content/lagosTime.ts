/**
 * Times in the workflow are chosen and shown in Lagos time (Africa/Lagos: West Africa Time, UTC+1 all
 * year, no daylight saving) and sent and stored in UTC.
 */
export const LAGOS_TIME_ZONE = 'Africa/Lagos';
const LAGOS_OFFSET_HOURS = 1;

const DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const TIME = /^(\d{2}):(\d{2})$/;

/**
 * A date (`YYYY-MM-DD`) and a time (`HH:MM`) on a Lagos clock as an ISO timestamp in UTC, or undefined
 * when either is not a real one (2027-02-30, 24:10).
 */
export function lagosToUtc(date: string, time: string): string | undefined {
  const day = DATE.exec(date);
  const clock = TIME.exec(time);
  if (!day || !clock) return undefined;
  const [year, month, dayOfMonth, hour, minute] = [day[1], day[2], day[3], clock[1], clock[2]].map(Number);
  if (hour! > 23 || minute! > 59) return undefined;
  const utc = new Date(Date.UTC(year!, month! - 1, dayOfMonth!, hour! - LAGOS_OFFSET_HOURS, minute!));
  const back = new Date(utc.getTime() + LAGOS_OFFSET_HOURS * 3_600_000);
  if (back.getUTCMonth() !== month! - 1 || back.getUTCDate() !== dayOfMonth!) return undefined;
  return utc.toISOString();
}

/** "15 January 2027 at 09:00" in the reader's language, on a Lagos clock. */
export function formatLagosDateTime(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: LAGOS_TIME_ZONE,
  }).format(new Date(iso));
}

/** "15 January 2027" in the reader's language, the day it is in Lagos. */
export function formatLagosDate(iso: string, locale: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: LAGOS_TIME_ZONE }).format(
    new Date(iso),
  );
}
