import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for sessionMessages; English is in ./messages.ts. */
const translation: Translation = {
  'login.title': 'Shigar Admin',
  'login.intro': "Don ma'aikatan shafin kawai. Ba kwa buƙatar asusu don karanta kowane jagora.",
  'login.demoHint': 'Gwaji: ku yi amfani da {email}',
  'login.demoWarning':
    'Ana duba wannan shigar gwaji a burauzarku kawai, don haka ita kaɗai ba ta kare komai.',
  'login.email': 'Imel',
  'login.password': 'Kalmar sirri',
  'login.submit': 'Shiga',
  'login.submitting': 'Ana shiga...',
  'login.redirecting': 'An shiga. Ana kai ku shafin da kuka nema.',
  'login.forgot': 'Na manta kalmar sirri',
  'login.forgotNote': 'Babu sake saita kalmar sirri a wannan gwajin.',
  'error.title': 'Kuskure',
  'error.missingFields': 'Don Allah ku shigar da imel da kalmar sirri duka biyu',
  'error.invalidCredentials': 'Imel ko kalmar sirri ba daidai ba ne. Imel na admin shi ne {email}',
  'error.unavailable':
    'Wannan burauza ba za ta iya duba kalmar sirri a kan wannan haɗin ba. Ku buɗe shafin ta https, sannan ku sake gwadawa.',
  'lock.title': 'An kulle shiga',
  'lock.countdown': 'Ƙoƙarin da ya gaza ya yi yawa. Sake gwadawa bayan daƙiƙa {seconds}.',
  'lock.countdownOne': 'Ƙoƙarin da ya gaza ya yi yawa. Sake gwadawa bayan daƙiƙa 1.',
  'lock.announce': 'Ƙoƙarin da ya gaza ya yi yawa. An kulle shiga a yanzu.',
  'lock.ended': 'Kuna iya sake gwada shiga yanzu.',
  'session.expired': 'Zaman ku ya ƙare bayan awa {hours}. Da fatan za a sake shiga.',
};

export default translation;
