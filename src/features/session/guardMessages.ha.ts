import type { Translation } from '@/shared/i18n/translate';
import type { GuardMessageKey } from './guardMessages';

/** Hausa (ha) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation<GuardMessageKey> = {
  'guard.checking': 'Ana tabbatar da cewa kun shiga…',
  'guard.unavailable': 'Ba a iya duba shigar ku ba. Ku duba haɗin ku, sannan ku sake gwadawa.',
  'guard.retry': 'Sake gwadawa',
};

export default translation;
