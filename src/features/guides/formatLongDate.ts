import type { Translator } from './guideTypes';
import type { GuideMessageKey } from './messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const MONTH_KEYS = [
  'month.1',
  'month.2',
  'month.3',
  'month.4',
  'month.5',
  'month.6',
  'month.7',
  'month.8',
  'month.9',
  'month.10',
  'month.11',
  'month.12',
] as const satisfies readonly GuideMessageKey[];

/**
 * Writes an ISO date (YYYY-MM-DD) as "1 November 2026" through the guide catalogue. It never builds a
 * Date, so the text cannot shift with the runtime's locale or time zone (prerendered and live pages agree).
 */
export function formatLongDate(iso: string, t: Translator<GuideMessageKey>): string {
  const match = ISO_DATE.exec(iso);
  const monthKey = match ? MONTH_KEYS[Number(match[2]) - 1] : undefined;
  const day = match ? Number(match[3]) : 0;
  if (!match || !monthKey || day < 1 || day > 31) throw new Error(`Not an ISO date: ${iso}`);
  return t('date.long', { day, month: t(monthKey), year: match[1] ?? '' });
}
