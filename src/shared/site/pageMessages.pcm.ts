import type { Translation } from '@/shared/i18n/translate';
import type { PageMessageKey } from './pageMessages';

/** Nigerian Pidgin (pcm) strings for pageMessages; English is in ./pageMessages.ts. */
const translation: Translation<PageMessageKey> = {
  'notFound.title': '404 - We No See Dis Page',
  'notFound.body':
    'We no fit find dat page. Maybe dem don move am, or maybe we never write di guide. We still dey prepare most sections apart from Documents.',
  'notFound.home': 'Go Back to Homepage',
  'notFound.support': 'Contact Support',
  'notFound.searchTitle': 'Search di site',
  'notFound.waysOn': 'Or start from guide wey don ready:',
  'unauthorized.title': 'You No Get Access',
  'unauthorized.body': 'Na only administrators fit enter dis page.',
  'unauthorized.home': 'Go Back Home',
  'unauthorized.login': 'Log in as Admin',
  'gone.title': 'Dem don comot dis article',
  'gone.body':
    'Di article wey dey dis address no dey published again. Search di site for wetin you dey find, or start again from di homepage.',
  'gone.guideTitle': 'Dem don comot dis guide',
  'gone.guideBody':
    'Di guide wey dey dis address no dey published again. Ask di agency wey dey give di document, search di site, or start again from di homepage.',
  'gone.search': 'Search di site',
  'gone.home': 'Go Back to Homepage',
};

export default translation;
