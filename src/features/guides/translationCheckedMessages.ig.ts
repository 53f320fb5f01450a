import type { Translation } from '@/shared/i18n/translate';
import type { TranslationCheckedMessageKey } from './translationCheckedMessages';

/** Igbo (ig) strings for translationCheckedMessages; English is in ./translationCheckedMessages.ts. */
const translation: Translation<TranslationCheckedMessageKey> = {
  'translation.checked': 'Oge ikpeazụ e lelere ntụgharị a: {date}.',
  'translation.machine':
    'Ọ bụ igwe nyere aka mee ntụgharị a: onye asụsụ ahụ bụ asụsụ obodo ya eleghị ya anya.',
  'translation.reviewed': '{reviewer}, onye asụsụ ahụ bụ asụsụ obodo ya, lere ya anya.',
};

export default translation;
