import type { GuideContent } from '@/shared/api/guideContent';
import { LOCALES, type Catalogue, type Translated } from '@/shared/i18n/translate';
import { figureValues } from './guideFigures';
import type { Guide } from './guideTypes';

/**
 * A stored guide (GuideContent) as the `Guide` the guide components lay out. Its texts arrive with the
 * guide, every language at once, so its catalogue has nothing to download.
 */
export function guideFromContent(slug: string, content: GuideContent): Guide<string> {
  const { texts, agency, figures } = content;
  return {
    id: slug,
    messages: catalogueOf(texts),
    title: content.title,
    shortTitle: content.shortTitle,
    intro: content.intro,
    source: agency,
    figures: (intlLocale) => figureValues(figures, intlLocale),
    reviewedOn: content.reviewedOn,
    tabs: content.tabs,
  };
}

function catalogueOf(texts: GuideContent['texts']): Catalogue<string> {
  const translated = LOCALES.filter((locale): locale is Translated => locale !== 'en');
  return {
    en: texts.en,
    loaded: Object.fromEntries(translated.map((locale) => [locale, texts[locale] ?? {}])),
    load: () => Promise.resolve(),
    loaders: Object.fromEntries(
      translated.map((locale) => [locale, () => Promise.resolve({ default: texts[locale] ?? {} })]),
    ) as Catalogue<string>['loaders'],
  };
}
