import type { Translation } from '@/shared/i18n/translate';
import type { UpdatesMessageKey } from './messages';

/** Igbo (ig) strings for updatesMessages; English is in ./messages.ts. */
const translation: Translation<UpdatesMessageKey> = {
  'update.ready': 'Ụdị ọhụrụ nke saịtị a dị njikere.',
  'update.reload': 'Megharịa ibe ka ọ melite',
};

export default translation;
