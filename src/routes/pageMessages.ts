import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the small fixed pages: not-found, access denied and the error fallback. */
export const pageMessages = defineMessages({
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
    loading: 'Loading…',
    'error.title': 'Unexpected Application Error!',
    'error.body': 'Something went wrong while showing this page. Your saved data is safe.',
    'error.home': 'Go to the homepage',
  },
});
