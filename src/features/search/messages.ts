import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the search boxes and the popular searches, on every page (results: resultsMessages.ts). */
const en = {
  'search.label': 'Search guides',
  'search.placeholder': 'e.g. NIN or passport',
  'search.submit': 'Search',
  'search.popular': 'Popular:',
  // SPEC §2: the popular searches, word for word.
  'popular.nin': 'NIN',
  'popular.jamb': 'JAMB registration',
  'popular.passport': 'passport renewal',
  'popular.voters': "voter's card",
  'popular.nysc': 'NYSC',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<SearchMessageKey>`). */
export type SearchMessageKey = keyof typeof en;

export const searchMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
