import type { Translation } from '@/shared/i18n/translate';
import type { UpdateMessageKey } from './messages';

/** Igbo (ig) strings for updateMessages; English is in ./messages.ts. */
const translation: Translation<UpdateMessageKey> = {
  'update.ready': 'Ụdị ọhụrụ nke saịtị a dị njikere.',
  'update.reload': 'Megharịa ibe ka ọ melite',
};

export default translation;
