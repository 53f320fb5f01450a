import type { Translation } from '@/shared/i18n/translate';
import type { SessionMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for sessionMessages; English is in ./messages.ts. */
const translation: Translation<SessionMessageKey> = {
  'login.title': 'Admin login',
  'login.intro': 'Na only site staff fit use dis. You no need account to read any guide.',
  'login.email': 'E-mail',
  'login.password': 'Password',
  'login.submit': 'Log in',
  'login.submitting': 'E dey log in...',
  'login.redirecting': 'You don log in. We dey carry you go di page wey you ask for.',
  'login.forgot': 'I forget password',
  'login.forgotNote': 'Ask one site administrator make e send you new link wey you go use choose password.',
  'error.title': 'Error',
  'error.missingFields': 'Abeg enter both email and password',
  'error.invalidCredentials': 'Email or password no correct.',
  'error.unavailable': 'You no fit log in now. Check your connection come try again.',
  'lock.title': 'Login don lock',
  'lock.countdown': 'You don try too many times wey no work. Try again after {seconds} seconds.',
  'lock.countdownOne': 'You don try too many times wey no work. Try again after 1 second.',
  'lock.announce': 'You don try too many times wey no work. Login don lock for now.',
  'lock.ended': 'You fit try log in again now.',
  'session.expired': 'Your session don end. Abeg log in again.',
  'login.passwordSaved': 'Your password don save. You fit log in now.',
};

export default translation;
