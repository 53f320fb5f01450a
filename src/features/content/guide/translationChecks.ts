import {
  englishFingerprint,
  englishStrings,
  textFingerprint,
  type GuideContent,
  type GuideTranslation,
} from '@/shared/api/guideContent';
import type { Translated } from '@/shared/i18n/translate';

/**
 * `language`'s translation checked as a whole today by `reviewer` (issue 27): the English it was checked
 * against, as a whole and text by text. Texts checked one by one before are part of this check now.
 */
export function withTranslationChecked(
  guide: GuideContent,
  language: Translated,
  state: GuideTranslation['state'],
  reviewer: string,
  today: string,
): GuideContent {
  const english = guide.texts.en;
  return withRecord(guide, language, {
    state,
    reviewer,
    checkedOn: today,
    english: englishFingerprint(english),
    strings: englishStrings(english),
  });
}

/**
 * One text of `language`'s translation checked today by `reviewer` against today's English: it is no
 * longer out of date, and the rest of the translation's status stays as it was. Only for a record that
 * says per text (the editor offers it on a text it flags, which needs one).
 */
export function withTextChecked(
  guide: GuideContent,
  language: Translated,
  key: string,
  reviewer: string,
  today: string,
): GuideContent {
  const record = guide.translations?.[language];
  if (!record?.strings) return guide;
  return withRecord(guide, language, {
    ...record,
    strings: { ...record.strings, [key]: textFingerprint(guide.texts.en[key] ?? '') },
    rechecked: { ...record.rechecked, [key]: { reviewer, checkedOn: today } },
  });
}

function withRecord(guide: GuideContent, language: Translated, record: GuideTranslation): GuideContent {
  return { ...guide, translations: { ...guide.translations, [language]: record } };
}
