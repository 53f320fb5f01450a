import type { Translation } from '@/shared/i18n/translate';
import type { TranslationCheckedMessageKey } from './translationCheckedMessages';

/** Hausa (ha) strings for translationCheckedMessages; English is in ./translationCheckedMessages.ts. */
const translation: Translation<TranslationCheckedMessageKey> = {
  'translation.checked': 'Lokacin da aka duba wannan fassara na ƙarshe: {date}.',
  'translation.machine':
    'Da taimakon na’ura aka yi wannan fassara: wani mai jin harshen bai duba ta ba tukuna.',
  'translation.reviewed': '{reviewer}, mai jin harshen, ya duba ta.',
};

export default translation;
