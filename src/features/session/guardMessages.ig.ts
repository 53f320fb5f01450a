import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation = {
  'guard.checking': 'Na-enyocha ma ị banyela…',
};

export default translation;
