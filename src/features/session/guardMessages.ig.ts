import type { Translation } from '@/shared/i18n/translate';
import type { GuardMessageKey } from './guardMessages';

/** Igbo (ig) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation<GuardMessageKey> = {
  'guard.checking': 'Na-enyocha ma ị banyela…',
  'guard.unavailable': 'Enweghị ike ịlele nbanye gị. Lelee njikọ gị ma nwaa ọzọ.',
  'guard.retry': 'Nwaa ọzọ',
};

export default translation;
