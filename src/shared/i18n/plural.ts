import { perLocale } from '@/shared/lib/perLocale';
import type { Locale } from './translate';

const rules = perLocale((locale) => new Intl.PluralRules(locale === 'pcm' ? 'en' : locale));

/**
 * Whether `count` takes the singular or the plural form in `locale` (Intl's plural rules). Its own
 * module, so only the pages that count something download it.
 */
export function pluralForm(locale: Locale, count: number): 'one' | 'other' {
  return rules(locale).select(count) === 'one' ? 'one' : 'other';
}
