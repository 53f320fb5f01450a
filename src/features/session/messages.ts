import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the admin login (SPEC §2, §5, §8 — the spec's own wording kept word for word). */
const en = {
  'login.title': 'Admin login',
  'login.intro': 'For site staff only. You do not need an account to read any guide.',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.submitting': 'Logging in...',
  'login.redirecting': 'Logged in. Taking you to the page you asked for.',
  'login.forgot': 'Forgot password',
  'login.forgotNote': 'Ask a site administrator to send you a new link to choose a password.',
  'error.title': 'Error',
  'error.missingFields': 'Please enter both email and password',
  'error.invalidCredentials': 'Invalid email or password.',
  'error.unavailable': 'Signing in is not possible right now. Check your connection and try again.',
  'lock.title': 'Login locked',
  'lock.countdown': 'Too many failed attempts. Try again in {seconds} seconds.',
  'lock.countdownOne': 'Too many failed attempts. Try again in 1 second.',
  'lock.announce': 'Too many failed attempts. Logging in is locked for now.',
  'lock.ended': 'You can try to log in again.',
  'session.expired': 'Your session has ended. Please log in again.',
  'login.passwordSaved': 'Your password is saved. You can log in now.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<SessionMessageKey>`). */
export type SessionMessageKey = keyof typeof en;

export const sessionMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
