import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the small fixed pages: not-found, an article taken down, access denied (each its own lazy route). */
const en = {
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
  'gone.title': 'This article has been taken down',
  'gone.body':
    'The article that was at this address is no longer published. Search the site for the subject, or start again from the home page.',
  'gone.guideTitle': 'This guide has been taken down',
  'gone.guideBody':
    'The guide that was at this address is no longer published. Check with the agency that issues the document, search the site, or start again from the home page.',
  'gone.search': 'Search the site',
  'gone.home': 'Return to Homepage',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<PageMessageKey>`). */
export type PageMessageKey = keyof typeof en;

export const pageMessages = defineMessages(
  { en },
  {
    pcm: () => import('./pageMessages.pcm'),
    yo: () => import('./pageMessages.yo'),
    ha: () => import('./pageMessages.ha'),
    ig: () => import('./pageMessages.ig'),
  },
);
