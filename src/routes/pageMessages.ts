import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the small fixed pages: not-found and access denied (each its own lazy route). */
export const pageMessages = defineMessages(
  {
    en: {
      'notFound.title': '404 - Page Not Found',
      'notFound.body':
        'We could not find that page. It may have moved, or the guide may not be written yet. Most sections other than Documents are still being prepared.',
      'notFound.home': 'Return to Homepage',
      'notFound.support': 'Contact Support',
      'notFound.searchTitle': 'Search the site',
      'notFound.waysOn': 'Or start from a guide that is ready:',
      'unauthorized.title': 'Access Denied',
      'unauthorized.body': 'This page is restricted to administrators only.',
      'unauthorized.home': 'Return to Home',
      'unauthorized.login': 'Log in as Admin',
    },
  },
  {
    pcm: () => import('./pageMessages.pcm'),
    yo: () => import('./pageMessages.yo'),
    ha: () => import('./pageMessages.ha'),
    ig: () => import('./pageMessages.ig'),
  },
);
