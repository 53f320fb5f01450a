import type { Locale } from './translate';

/**
 * Whether `count` takes the singular or the plural form in `locale` (Intl's plural rules). Its own
 * module, so only the pages that count something download it.
 */
export function pluralForm(locale: Locale, count: number): 'one' | 'other' {
  return new Intl.PluralRules(locale === 'pcm' ? 'en' : locale).select(count) === 'one' ? 'one' : 'other';
}
