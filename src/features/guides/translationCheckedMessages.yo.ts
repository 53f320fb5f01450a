import type { Translation } from '@/shared/i18n/translate';
import type { TranslationCheckedMessageKey } from './translationCheckedMessages';

/** Yoruba (yo) strings for translationCheckedMessages; English is in ./translationCheckedMessages.ts. */
const translation: Translation<TranslationCheckedMessageKey> = {
  'translation.checked': 'Ìgbà tí a yẹ ìtumọ̀ yìí wò kẹ́yìn: {date}.',
  'translation.machine': 'Ẹ̀rọ ló ràn wá lọ́wọ́ láti ṣe ìtumọ̀ yìí: ọmọ ìbílẹ̀ èdè náà kò tíì yẹ̀ ẹ́ wò.',
  'translation.reviewed': '{reviewer}, ọmọ ìbílẹ̀ èdè náà, ló yẹ̀ ẹ́ wò.',
};

export default translation;
