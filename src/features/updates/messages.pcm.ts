import type { Translation } from '@/shared/i18n/translate';
import type { UpdateMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for updateMessages; English is in ./messages.ts. */
const translation: Translation<UpdateMessageKey> = {
  'update.ready': 'New version of dis site don ready.',
  'update.reload': 'Reload make e update',
};

export default translation;
