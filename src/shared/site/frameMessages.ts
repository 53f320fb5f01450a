import { defineMessages } from '@/shared/i18n/translate';

/**
 * Strings every page may show before or instead of its own: the loading line and the error fallback.
 * Apart from pageMessages.ts, so the first load does not carry the not-found and access-denied pages.
 */
const en = {
  loading: 'Loading…',
  'error.title': 'Unexpected Application Error!',
  'error.body': 'Something went wrong while showing this page. Your saved data is safe.',
  'error.home': 'Go to the homepage',
  'error.retry': 'Try again',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<FrameMessageKey>`). */
export type FrameMessageKey = keyof typeof en;

export const frameMessages = defineMessages(
  { en },
  {
    pcm: () => import('./frameMessages.pcm'),
    yo: () => import('./frameMessages.yo'),
    ha: () => import('./frameMessages.ha'),
    ig: () => import('./frameMessages.ig'),
  },
);
