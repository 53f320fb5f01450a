import { defineMessages } from '@/shared/i18n/translate';

/**
 * Strings every page may show before or instead of its own: the loading line and the error fallback.
 * Apart from pageMessages.ts, so the first load does not carry the not-found and access-denied pages.
 */
export const frameMessages = defineMessages(
  {
    en: {
      loading: 'Loading…',
      'error.title': 'Unexpected Application Error!',
      'error.body': 'Something went wrong while showing this page. Your saved data is safe.',
      'error.home': 'Go to the homepage',
      'error.retry': 'Try again',
    },
  },
  {
    pcm: () => import('./frameMessages.pcm'),
    yo: () => import('./frameMessages.yo'),
    ha: () => import('./frameMessages.ha'),
    ig: () => import('./frameMessages.ig'),
  },
);
