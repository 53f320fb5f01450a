import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for updateMessages; English is in ./messages.ts. */
const translation: Translation = {
  'update.ready': 'Akwai sabuwar sigar wannan shafi a shirye.',
  'update.reload': 'Sake ɗorawa don sabuntawa',
};

export default translation;
