import type { Page } from '@playwright/test';

/** The page's links to itself in other languages (hreflang alternates), as `<hreflang> <path>`. */
export function languageAlternates(page: Page): Promise<string[]> {
  return page
    .locator('link[rel="alternate"][hreflang]')
    .evaluateAll((links) =>
      links.map(
        (link) => `${link.getAttribute('hreflang')} ${new URL((link as HTMLLinkElement).href).pathname}`,
      ),
    );
}

/**
 * What a page at the English address `path` lists as its alternates: itself in each of the five
 * languages (English unprefixed), then English again for every other reader (x-default).
 */
export const everyLanguageOf = (path: string) => [
  ...['en', 'pcm', 'yo', 'ha', 'ig'].map((code) => `${code} ${code === 'en' ? path : `/${code}${path}`}`),
  `x-default ${path}`,
];
