import { intlLocale, type Locale } from '@/shared/i18n/translate';
import { perLocale } from '@/shared/lib/perLocale';

/*
 * Staff read every time in Nigeria's (Africa/Lagos, UTC+1 all year), whatever their computer's zone: a
 * version saved at 23:30 UTC was saved the next morning for the newsroom.
 */
const days = perLocale(
  (locale) =>
    new Intl.DateTimeFormat([locale, 'en-NG'], {
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Africa/Lagos',
    }),
);
const times = perLocale(
  (locale) =>
    new Intl.DateTimeFormat([locale, 'en-NG'], {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Lagos',
    }),
);

/** An ISO timestamp as the date and time in Lagos: "25 November 2026, 14:05" in English. */
export function formatLagosDateTime(iso: string, locale: Locale): string {
  const at = Date.parse(iso);
  const language = intlLocale(locale);
  return `${days(language).format(at)}, ${times(language).format(at)}`;
}
