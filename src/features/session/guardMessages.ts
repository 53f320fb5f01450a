import { defineMessages } from '@/shared/i18n/translate';

/** The admin guard's one string, apart from the login's catalogue so the guard stays small in every page. */
const en = {
  'guard.checking': 'Checking that you are signed in…',
  'guard.unavailable': 'Your sign-in could not be checked. Check your connection and try again.',
  'guard.retry': 'Try again',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<GuardMessageKey>`). */
export type GuardMessageKey = keyof typeof en;

export const guardMessages = defineMessages(
  { en },
  {
    pcm: () => import('./guardMessages.pcm'),
    yo: () => import('./guardMessages.yo'),
    ha: () => import('./guardMessages.ha'),
    ig: () => import('./guardMessages.ig'),
  },
);
