import { describe, expect, it } from 'vitest';
import { ninGuideMessages } from '@/features/guides/ninGuideMessages';
import { GLOSSARY, MARKED_WORDS } from '@/shared/i18n/glossary';
import { LANGUAGES } from '@/shared/i18n/languages';
import type { Catalogue, Translated } from '@/shared/i18n/translate';

/** Every catalogue module in the app, found by name (as catalogues.test.ts finds them). */
const modules = import.meta.glob<Record<string, unknown>>(['/src/**/messages.ts', '/src/**/*Messages.ts'], {
  eager: true,
});
const catalogues = Object.values(modules).flatMap((exports) =>
  Object.values(exports).filter(
    (value): value is Catalogue<string> =>
      typeof value === 'object' && value !== null && 'en' in value && 'loaders' in value,
  ),
);

/** Every string of `locale`, with where it comes from. */
async function stringsOf(locale: Translated): Promise<{ where: string; text: string }[]> {
  const translations = await Promise.all(catalogues.map((catalogue) => catalogue.loaders[locale]()));
  return translations.flatMap(({ default: strings }) =>
    Object.entries(strings).map(([key, text]) => ({ where: key, text })),
  );
}

const TRANSLATED: Translated[] = ['pcm', 'yo', 'ha', 'ig'];

describe.each(TRANSLATED)('%s: the glossary (issue 27)', (locale) => {
  it('one spelling per term: each term as the glossary writes it, none of the spellings it avoids', async () => {
    const strings = await stringsOf(locale);
    const all = strings.map((s) => s.text).join('\n');
    for (const term of GLOSSARY) {
      const entry = term.in[locale];
      if (!entry) continue;
      expect(all, `${term.english} → ${entry.write}`).toContain(entry.write);
      for (const avoided of entry.avoid ?? [])
        expect(
          strings.filter((s) => s.text.includes(avoided)).map((s) => s.where),
          `${term.english}: "${avoided}"`,
        ).toEqual([]);
    }
  });

  it('no word has lost the marks its meaning needs (a Yorùbá tẹ̀ without its tone, a Hausa ɗ without its hook)', async () => {
    const strings = await stringsOf(locale);
    for (const { write, avoid } of MARKED_WORDS[locale] ?? [])
      expect(
        strings.filter((s) => avoid.test(s.text)).map((s) => s.where),
        `write ${write}`,
      ).toEqual([]);
  });
});

describe('agencies are named with their official English name on first mention', () => {
  it.each(['yo', 'ha', 'ig'] as const)('%s', async (locale) => {
    const guide = (await ninGuideMessages.loaders[locale]()).default;
    const nimc = GLOSSARY[0]!.in[locale]!.write;
    expect(guide.agency).toBe(nimc);
    // The guide's first paragraph names the agency in full too.
    expect(guide['overview.what.p1']).toContain('National Identity Management Commission');
  });
});

describe('the language switcher names each language plainly', () => {
  it('Igbo is "Igbo" (not "Igbo language"), and Naijá says it is Pidgin', () => {
    expect(LANGUAGES.ig.name).toBe('Igbo');
    expect(LANGUAGES.pcm.name).toBe('Naijá (Pidgin)');
  });
});
