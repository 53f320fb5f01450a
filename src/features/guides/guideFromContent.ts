import type { GuideContent } from '@/shared/api/guideContent';
import {
  defineMessages,
  LOCALES,
  type Catalogue,
  type Translated,
  type Translation,
} from '@/shared/i18n/translate';
import { figureValues } from './guideFigures';
import type { Guide } from './guideTypes';

const TRANSLATED = LOCALES.filter((locale): locale is Translated => locale !== 'en');

/** Where a guide's other languages come from when its content holds only English (a page's data). */
export type TextsLoader = (locale: Translated) => Promise<Translation<string>>;

const none: TextsLoader = () => Promise.resolve({});

/**
 * A stored guide (GuideContent) as the `Guide` the guide components lay out. The languages its content
 * holds are there at once; the others load through `loadTexts` when a visitor chooses one, like a
 * feature's translation module: in the browser the catalogue is registered, so a language switch waits
 * for it and the page never shows half a language.
 */
export function guideFromContent(
  slug: string,
  content: GuideContent,
  loadTexts: TextsLoader = none,
): Guide<string> {
  const { texts, agency, figures } = content;
  return {
    id: slug,
    messages: catalogueOf(texts, loadTexts),
    title: content.title,
    shortTitle: content.shortTitle,
    intro: content.intro,
    source: agency,
    figures: (locale) => figureValues(figures, locale),
    reviewedOn: content.reviewedOn,
    ...(content.translations && { translations: content.translations }),
    tabs: content.tabs,
  };
}

function catalogueOf(texts: GuideContent['texts'], loadTexts: TextsLoader): Catalogue<string> {
  const loaders = Object.fromEntries(
    TRANSLATED.map((locale) => [
      locale,
      async () => ({ default: texts[locale] ?? (await loadTexts(locale)) }),
    ]),
  ) as Catalogue<string>['loaders'];
  const held = Object.fromEntries(
    TRANSLATED.flatMap((locale) => (texts[locale] ? [[locale, texts[locale]]] : [])),
  ) as Catalogue<string>['loaded'];
  // Rendered on the server: nothing is registered, so nothing is kept between pages. (The server's build
  // only: the browser's leaves this out, bytes on a page at its budget.)
  if (import.meta.env.SSR) return { en: texts.en, loaded: held, load: () => Promise.resolve(), loaders };
  const messages = defineMessages({ en: texts.en }, loaders);
  Object.assign(messages.loaded, held);
  return messages;
}
