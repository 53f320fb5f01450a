import type { Translation } from '@/shared/i18n/translate';
import type { GuardMessageKey } from './guardMessages';

/** Nigerian Pidgin (pcm) strings for guardMessages; English is in ./guardMessages.ts. */
const translation: Translation<GuardMessageKey> = {
  'guard.checking': 'We dey check say you don sign in…',
  'guard.unavailable': 'We no fit check your sign-in. Check your connection come try again.',
  'guard.retry': 'Try again',
};

export default translation;
