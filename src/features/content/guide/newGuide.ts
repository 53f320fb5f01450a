import { GUIDE_FORMAT, type GuideContent } from '@/shared/api/guideContent';
import { LOCALES, type Translated } from '@/shared/i18n/translate';

/** A text in English and in whichever of the other languages it is written in. */
export type Texts = { en: string } & Partial<Record<Translated, string>>;

/**
 * The start of a guide for a document of the catalogue: what the catalogue already says of it (the
 * admin screen gathers it, src/compose/guideStarts.ts).
 */
export interface GuideStart {
  title: Texts;
  description: Texts;
  agency: Texts;
  agencyUrl: string;
  /** The first part's name, "Overview". */
  overview: Texts;
}

/** A document a guide can be started for: its address, its name in the admin's language, its start. */
export interface GuideStartChoice {
  slug: string;
  label: string;
  start: () => Promise<GuideStart>;
}

/**
 * A new guide: its heading, introduction and agency from the catalogue, and one part, "Overview", with
 * one section saying what the document is. Staff add the parts, sections and facts the guide needs
 * (guideStructure.ts); its "reviewed" date is the day it was started.
 */
export function newGuideContent(start: GuideStart, today: string): GuideContent {
  const byKey: Record<string, Texts> = {
    title: start.title,
    shortTitle: start.title,
    intro: start.description,
    'agency.name': start.agency,
    'agency.shortName': mapTexts(start.agency, shortName),
    'tab.overview': start.overview,
    'overview.about.heading': start.title,
    'overview.about.p1': start.description,
  };
  const texts: GuideContent['texts'] = { en: {} };
  for (const [key, text] of Object.entries(byKey)) {
    for (const locale of LOCALES) {
      const value = text[locale];
      if (value === undefined) continue;
      texts[locale] = { ...texts[locale], [key]: value };
    }
  }
  return {
    format: GUIDE_FORMAT,
    title: 'title',
    shortTitle: 'shortTitle',
    intro: 'intro',
    agency: { name: 'agency.name', shortName: 'agency.shortName', url: start.agencyUrl },
    reviewedOn: today,
    tabs: [
      {
        id: 'overview',
        label: 'tab.overview',
        sections: [
          { heading: 'overview.about.heading', blocks: [{ kind: 'paragraph', text: 'overview.about.p1' }] },
        ],
      },
    ],
    figures: {},
    facts: [],
    texts,
  };
}

function mapTexts(texts: Texts, change: (text: string) => string): Texts {
  return Object.fromEntries(Object.entries(texts).map(([locale, text]) => [locale, change(text)])) as Texts;
}

/** "Nigeria Immigration Service (NIS)" → "NIS": the letters in brackets, else the whole name. */
function shortName(name: string): string {
  return /\(([^)]+)\)/.exec(name)?.[1] ?? name;
}
