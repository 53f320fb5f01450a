import type { Translation } from '@/shared/i18n/translate';
import type { GuardMessageKey } from './guardMessages';

/** Yoruba (yo) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation<GuardMessageKey> = {
  'guard.checking': 'À ń ṣàyẹ̀wò pé ẹ ti wọlé…',
  'guard.unavailable': 'A kò lè ṣàyẹ̀wò ìwọlé yín. Ẹ ṣàyẹ̀wò ìsopọ̀ yín, kí ẹ sì tún gbìyànjú.',
  'guard.retry': 'Tún gbìyànjú',
};

export default translation;
