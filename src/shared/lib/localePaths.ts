import { LOCALES, type Locale } from '@/shared/i18n/translate';

/**
 * The language is in the address, GOV.UK-style (issue 27): English at the site's own addresses, every
 * other language under its code (`/yo/documents/nin`, `/ha` for the home page). A shared link opens in
 * the language it was read in, with JavaScript or without, and search engines see every language.
 * The browser, the build and the server all read an address's language here.
 */

/** The language an address is in: its first segment when that is one of ours, English otherwise. */
export function localeOfPath(path: string): Locale {
  const first = /^\/([^/?#]+)/.exec(path)?.[1];
  return LOCALES.find((locale) => locale !== 'en' && locale === first) ?? 'en';
}

/** The app's own path for an address in any language: `/yo/documents` → `/documents`, `/yo` → `/`. */
export function withoutLocale(path: string): string {
  const locale = localeOfPath(path);
  if (locale === 'en') return path;
  const rest = path.slice(locale.length + 1);
  return rest === '' || rest.startsWith('?') || rest.startsWith('#') ? `/${rest}` : rest;
}

/** The address of `path` (an app path, with its query if any) in `locale`. */
export function localePath(locale: Locale, path: string): string {
  if (locale === 'en') return path;
  return `/${locale}${path === '/' || /^\/[?#]/.test(path) ? path.slice(1) : path}`;
}

/** The router's basename for `locale`: what every in-app link starts with. */
export function localeBasename(locale: Locale): string {
  return locale === 'en' ? '/' : `/${locale}`;
}

/** `path` (an app path, or a route pattern such as `/articles/:slug`) at each language's address. */
export function inEveryLocale(path: string): { locale: Locale; path: string }[] {
  return LOCALES.map((locale) => ({ locale, path: localePath(locale, path) }));
}

/** A language code from an address (`?lang=ha` in older links) or storage, or undefined when it is not one of ours. */
export function parseLocale(value: unknown): Locale | undefined {
  return LOCALES.find((locale) => locale === value);
}

export { LOCALES, type Locale };
