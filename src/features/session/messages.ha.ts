import type { Translation } from '@/shared/i18n/translate';
import type { SessionMessageKey } from './messages';

/** Hausa (ha) strings for sessionMessages; English is in ./messages.ts. */
const translation: Translation<SessionMessageKey> = {
  'login.title': 'Shigar Admin',
  'login.intro': "Don ma'aikatan shafin kawai. Ba kwa buƙatar asusu don karanta kowane jagora.",
  'login.email': 'Imel',
  'login.password': 'Kalmar sirri',
  'login.submit': 'Shiga',
  'login.submitting': 'Ana shiga...',
  'login.redirecting': 'An shiga. Ana kai ku shafin da kuka nema.',
  'login.forgot': 'Na manta kalmar sirri',
  'login.forgotNote': 'Ku roƙi mai gudanar da shafin ya aiko muku da sabon mahaɗi don zaɓar kalmar sirri.',
  'error.title': 'Kuskure',
  'error.missingFields': 'Don Allah ku shigar da imel da kalmar sirri duka biyu',
  'error.invalidCredentials': 'Imel ko kalmar sirri ba daidai ba ne.',
  'error.unavailable': 'Ba za a iya shiga yanzu ba. Ku duba haɗin ku, sannan ku sake gwadawa.',
  'lock.title': 'An kulle shiga',
  'lock.countdown': 'Ƙoƙarin da ya gaza ya yi yawa. Sake gwadawa bayan daƙiƙa {seconds}.',
  'lock.countdownOne': 'Ƙoƙarin da ya gaza ya yi yawa. Sake gwadawa bayan daƙiƙa 1.',
  'lock.announce': 'Ƙoƙarin da ya gaza ya yi yawa. An kulle shiga a yanzu.',
  'lock.ended': 'Kuna iya sake gwada shiga yanzu.',
  'session.expired': 'Zaman ku ya ƙare. Da fatan za a sake shiga.',
  'login.passwordSaved': 'An ajiye kalmar sirrinku. Yanzu za ku iya shiga.',
};

export default translation;
