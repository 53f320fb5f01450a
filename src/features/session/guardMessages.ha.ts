import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation = {
  'guard.checking': 'Ana tabbatar da cewa kun shiga…',
  'guard.unavailable': 'Ba a iya duba shigar ku ba. Ku duba haɗin ku, sannan ku sake gwadawa.',
  'guard.retry': 'Sake gwadawa',
};

export default translation;
