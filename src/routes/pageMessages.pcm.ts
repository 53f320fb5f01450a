import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for pageMessages; English is in ./pageMessages.ts. */
const translation: Translation = {
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
};

export default translation;
