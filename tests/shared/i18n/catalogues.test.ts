import { describe, expect, it } from 'vitest';
import type { Catalogue, Translated } from '@/shared/i18n/translate';

/** Every catalogue module in the app, found by name, so a new one cannot skip these checks. */
const modules = import.meta.glob<Record<string, unknown>>(
  ['/src/**/messages.ts', '/src/**/*Messages.ts', '!/src/shared/site/buildMessages.ts'],
  { eager: true },
);

const isCatalogue = (value: unknown): value is Catalogue<string> =>
  typeof value === 'object' && value !== null && 'en' in value && 'loaders' in value;

const catalogues = Object.entries(modules).flatMap(([file, exports]) =>
  Object.entries(exports)
    .filter(([, value]) => isCatalogue(value))
    .map(([name, value]) => ({ name: `${file} ${name}`, catalogue: value as Catalogue<string> })),
);

const LANGUAGES: Translated[] = ['pcm', 'yo', 'ha', 'ig'];
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
/** Numbers written out in a string, placeholders aside. */
const numbers = (text: string) => text.replace(/\{\w+\}/g, '').match(/\d+/g) ?? [];

describe('translation catalogues', () => {
  it('finds every catalogue', () => {
    expect(catalogues.length).toBeGreaterThanOrEqual(18);
  });

  describe.each(LANGUAGES)('%s', (locale) => {
    it.each(catalogues)(
      '$name: none empty, the same placeholders, no retyped figure',
      async ({ catalogue }) => {
        // Its keys are the English ones exactly: that is the compiler's (a translation is typed with its
        // catalogue's keys, src/shared/i18n/translate.ts; tests/lint/catalogueNames.test.ts checks the type).
        const translation: Record<string, string> = (await catalogue.loaders[locale]()).default;
        for (const [key, english] of Object.entries(catalogue.en)) {
          const text = translation[key] ?? '';
          expect(text.trim(), `${key} is empty`).not.toBe('');
          expect(placeholders(text), `${key}: placeholders`).toEqual(placeholders(english));
          // Figures come from placeholders; a number the English does not write is a retyped (or wrong) one.
          for (const n of numbers(text)) expect(numbers(english), `${key}: the number ${n}`).toContain(n);
        }
      },
    );
  });
});
