import type { GuideContent, GuideFigure } from '@/shared/api/guideContent';
import { NIN_FACTS } from '@/shared/site/ninFacts';
import { LOCALES, type Translated } from '@/shared/i18n/translate';
import { ninGuide } from './ninGuide';
import { ninGuideMessages } from './ninGuideMessages';
import { NIN_ENGLISH_STRINGS } from './ninTranslationStrings';

const NIMC = 'https://nimc.gov.ng';

/** NIN_FACTS as a guide's figures: the same values under the names its texts use. */
const NIN_FIGURES: Record<string, GuideFigure> = {
  digits: { kind: 'number', value: NIN_FACTS.digits },
  adultAge: { kind: 'number', value: NIN_FACTS.adultAge },
  childMaxAge: { kind: 'number', value: NIN_FACTS.adultAge - 1 },
  photoOnlyUnder: { kind: 'number', value: NIN_FACTS.photoOnlyUnder },
  cardFeeMin: { kind: 'naira', value: NIN_FACTS.cardFeeMin },
  cardFeeMax: { kind: 'naira', value: NIN_FACTS.cardFeeMax },
  modificationFee: { kind: 'naira', value: NIN_FACTS.modificationFee },
  simRuleSince: { kind: 'monthOfYear', ...NIN_FACTS.simRuleSince },
  birthDateFeeRaisedIn: { kind: 'year', value: NIN_FACTS.birthDateFeeRaisedIn },
  virtualNinLength: { kind: 'number', value: NIN_FACTS.virtualNinLength },
  virtualNinHours: { kind: 'number', value: NIN_FACTS.virtualNinHours },
};

/**
 * The sources of docs/NIN-FACTS.md, checked on the guide's review date and due again six months
 * later: fees and rules change, and the admin lists what is due.
 */
const checked = (id: string, label: string, figures: string[], sourceUrl = NIMC) => ({
  id,
  label,
  figures,
  sourceUrl,
  lastChecked: ninGuide.reviewedOn,
  checkBy: '2027-05-01',
});
const NIN_SOURCES = [
  checked('nin-length', 'The NIN has 11 digits', ['digits']),
  checked('ages', 'Adults enrol from 16; photo only under 6', ['adultAge', 'childMaxAge', 'photoOnlyUnder']),
  checked('fees', 'Card and modification fees', ['cardFeeMin', 'cardFeeMax', 'modificationFee']),
  checked('birth-date-fee', 'Date-of-birth change fee raised', ['birthDateFeeRaisedIn']),
  checked('sim-rule', 'NIN–SIM linkage required by the NCC', ['simRuleSince'], 'https://ncc.gov.ng'),
  checked(
    'virtual-nin',
    'Virtual NIN: length and hours valid',
    ['virtualNinLength', 'virtualNinHours'],
    'https://nimc.gov.ng/nin-tokenization/',
  ),
];

/**
 * The NIN guide as the code holds it (ninGuide.ts, its five catalogues, NIN_FACTS), as content: what the
 * database starts with on first start. Async: the translations are modules of their own.
 */
export async function ninGuideContent(): Promise<GuideContent> {
  const texts = await Promise.all(
    LOCALES.filter((locale): locale is Translated => locale !== 'en').map(
      async (locale) => [locale, (await ninGuideMessages.loaders[locale]()).default] as const,
    ),
  );
  const { title, shortTitle, intro, source, reviewedOn, tabs, translations } = ninGuide;
  return {
    format: 1,
    title,
    shortTitle,
    intro,
    agency: { name: source.name, shortName: source.shortName, url: source.url },
    reviewedOn,
    // A deep, mutable copy of the code's read-only structure.
    tabs: JSON.parse(JSON.stringify(tabs)) as GuideContent['tabs'],
    figures: NIN_FIGURES,
    facts: NIN_SOURCES,
    texts: { en: { ...ninGuideMessages.en }, ...Object.fromEntries(texts) },
    ...(translations && { translations: withStrings(translations) }),
  };
}

/**
 * The code's translation records (whole-guide fingerprint) with the fingerprint of each English text
 * they were made from, so the database's guide tells staff which text changed (ninTranslationStrings.ts).
 */
function withStrings(
  translations: NonNullable<GuideContent['translations']>,
): NonNullable<GuideContent['translations']> {
  return Object.fromEntries(
    Object.entries(translations).map(([locale, record]) => [
      locale,
      { ...record, strings: { ...NIN_ENGLISH_STRINGS } },
    ]),
  );
}
