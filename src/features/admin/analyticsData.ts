import type { AdminMessageKey } from './messages';
import { PATHS } from '@/shared/site/paths';

/** SPEC §9: the dashboard's fixed demo figures. */
export const DEMO_ANALYTICS = {
  visitors: 14_520,
  pageViews: 28_750,
  averageTimeSeconds: 3 * 60 + 42,
  bounceRatePercent: 32.4,
} as const;

/** SPEC §9 gives the views only; the pages are the portal's busiest real addresses. */
export const DEMO_TOP_PAGES: { path: string; labelKey: AdminMessageKey; views: number }[] = [
  { path: PATHS.ninGuide, labelKey: 'page.nin', views: 3_242 },
  { path: PATHS.home, labelKey: 'page.home', views: 2_850 },
  { path: PATHS.documents, labelKey: 'page.documents', views: 2_465 },
  { path: '/education/jamb', labelKey: 'page.jamb', views: 2_105 },
  { path: '/documents/passport', labelKey: 'page.passport', views: 1_980 },
];

// A fixed locale, not the browser's: the figures read the same on every device (and in tests).
const wholeNumber = new Intl.NumberFormat('en-NG', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-NG', { minimumFractionDigits: 1, maximumFractionDigits: 1 });

/** 14520 → "14,520" (Nigerian English grouping, whatever the visitor's own locale). */
export function formatCount(value: number): string {
  return wholeNumber.format(value);
}

/** 32.4 → "32.4" (one decimal place, Nigerian English). */
export function formatOneDecimal(value: number): string {
  return oneDecimal.format(value);
}

/** 222 → { minutes: 3, seconds: 42 }. */
export function splitMinutes(totalSeconds: number): { minutes: number; seconds: number } {
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}
