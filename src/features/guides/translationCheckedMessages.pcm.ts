import type { Translation } from '@/shared/i18n/translate';
import type { TranslationCheckedMessageKey } from './translationCheckedMessages';

/** Nigerian Pidgin (pcm) strings for translationCheckedMessages; English is in ./translationCheckedMessages.ts. */
const translation: Translation<TranslationCheckedMessageKey> = {
  'translation.checked': 'Di last time we check dis translation: {date}.',
  'translation.machine': 'Na machine help us do dis translation: person wey sabi di language never check am.',
  'translation.reviewed': '{reviewer}, wey sabi di language well well, don check am.',
};

export default translation;
