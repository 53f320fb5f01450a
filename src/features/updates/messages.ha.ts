import type { Translation } from '@/shared/i18n/translate';
import type { UpdatesMessageKey } from './messages';

/** Hausa (ha) strings for updatesMessages; English is in ./messages.ts. */
const translation: Translation<UpdatesMessageKey> = {
  'update.ready': 'Akwai sabuwar sigar wannan shafi a shirye.',
  'update.reload': 'Sake ɗorawa don sabuntawa',
};

export default translation;
