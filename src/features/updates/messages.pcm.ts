import type { Translation } from '@/shared/i18n/translate';
import type { UpdatesMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for updatesMessages; English is in ./messages.ts. */
const translation: Translation<UpdatesMessageKey> = {
  'update.ready': 'New version of dis site don ready.',
  'update.reload': 'Reload make e update',
};

export default translation;
