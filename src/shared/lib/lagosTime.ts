import { formatCalendarDate } from '@/shared/i18n/formatDates';
import { formatDateTime } from '@/shared/i18n/formatDateTime';
import type { Locale } from '@/shared/i18n/translate';

/*
 * Staff choose and read every time in Nigeria's (Africa/Lagos: West Africa Time, UTC+1 all year, no
 * daylight saving), whatever their computer's zone: a version saved at 23:30 UTC was saved the next
 * morning for the newsroom. The server stores and is sent UTC.
 */
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
  // The groups the two patterns always capture, as numbers.
  const year = Number(day[1]);
  const month = Number(day[2]);
  const dayOfMonth = Number(day[3]);
  const hour = Number(clock[1]);
  const minute = Number(clock[2]);
  if (hour > 23 || minute > 59) return undefined;
  const utc = new Date(Date.UTC(year, month - 1, dayOfMonth, hour - LAGOS_OFFSET_HOURS, minute));
  const back = new Date(utc.getTime() + LAGOS_OFFSET_HOURS * 3_600_000);
  if (back.getUTCMonth() !== month - 1 || back.getUTCDate() !== dayOfMonth) return undefined;
  return utc.toISOString();
}

/** An ISO timestamp as the day it is in Lagos: "25 November 2026" in English, from the catalogues. */
export function formatLagosDate(iso: string, locale: Locale): string {
  return formatCalendarDate(lagosDay(new Date(iso)), locale);
}

/**
 * An ISO timestamp as the date and time in Lagos, for a sentence that says "(Lagos time)" itself:
 * "25 November 2026, 14:05" in English. Elsewhere formatDateTime names the zone (WAT).
 */
export function formatLagosDateTime(iso: string, locale: Locale): string {
  return formatDateTime(iso, locale, { zone: false });
}

/** The day it is in Lagos at `now`, as YYYY-MM-DD. */
export function lagosDay(now: Date): string {
  return new Date(now.getTime() + LAGOS_OFFSET_HOURS * 3_600_000).toISOString().slice(0, 10);
}
