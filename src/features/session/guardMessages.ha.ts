import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation = {
  'guard.checking': 'Ana tabbatar da cewa kun shiga…',
};

export default translation;
