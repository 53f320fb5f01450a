import { useMemo } from 'react';
import type { GuideStartChoice, Texts } from '@/features/content/guide/newGuide';
import { DOCUMENT_CATALOGUE } from '@/features/documents/catalogue';
import { documentsMessages } from '@/features/documents/messages';
import { ninGuideMessages } from '@/features/guides/ninGuideMessages';
import { LOCALES, type Catalogue, type Translated } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';

const TRANSLATED = LOCALES.filter((locale): locale is Translated => locale !== 'en');

/**
 * The documents of the catalogue a guide can be started for in the admin (the ones still "coming
 * soon"), each named in the admin's language. Starting one gathers what the catalogue says of it in
 * all five languages, and the NIN guide's name for its first part, "Overview"; a language that cannot
 * be downloaded (offline) is left for staff to write.
 */
export function useGuideStarts(): GuideStartChoice[] {
  const t = useT(documentsMessages);
  return useMemo(
    () =>
      DOCUMENT_CATALOGUE.filter((entry) => entry.status === 'coming-soon').map((entry) => ({
        slug: entry.id,
        label: t(entry.titleKey),
        start: async () => {
          await Promise.allSettled(
            TRANSLATED.flatMap((locale) => [documentsMessages.load(locale), ninGuideMessages.load(locale)]),
          );
          return {
            title: textsOf(documentsMessages, entry.titleKey),
            description: textsOf(documentsMessages, entry.descriptionKey),
            agency: entry.agency ? textsOf(documentsMessages, entry.agency.nameKey) : { en: '' },
            agencyUrl: entry.agency?.url ?? '',
            overview: textsOf(ninGuideMessages, 'tab.overview'),
          };
        },
      })),
    [t],
  );
}

function textsOf<K extends string>(catalogue: Catalogue<K>, key: K): Texts {
  const texts: Texts = { en: catalogue.en[key] };
  for (const locale of TRANSLATED) {
    const text = catalogue.loaded[locale]?.[key];
    if (text) texts[locale] = text;
  }
  return texts;
}
