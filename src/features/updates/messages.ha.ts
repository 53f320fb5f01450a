import type { Translation } from '@/shared/i18n/translate';
import type { UpdateMessageKey } from './messages';

/** Hausa (ha) strings for updateMessages; English is in ./messages.ts. */
const translation: Translation<UpdateMessageKey> = {
  'update.ready': 'Akwai sabuwar sigar wannan shafi a shirye.',
  'update.reload': 'Sake ɗorawa don sabuntawa',
};

export default translation;
