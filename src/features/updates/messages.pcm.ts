import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for updateMessages; English is in ./messages.ts. */
const translation: Translation = {
  'update.ready': 'New version of dis site don ready.',
  'update.reload': 'Reload make e update',
};

export default translation;
