import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation = {
  'guard.checking': 'À ń ṣàyẹ̀wò pé ẹ ti wọlé…',
};

export default translation;
