import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the search boxes and the popular searches. */
export const searchMessages = defineMessages({
  en: {
    'search.label': 'Search guides',
    'search.placeholder': 'e.g. NIN or passport',
    'search.submit': 'Search',
    'search.noResults':
      'No results for “{query}” yet. Search is still being built: browse the categories or try the popular guides below.',
    'search.popular': 'Popular:',
    'search.empty': 'Type what you are looking for, for example “NIN”.',
    // SPEC §2: the popular searches, word for word.
    'popular.nin': 'NIN',
    'popular.jamb': 'JAMB registration',
    'popular.passport': 'passport renewal',
    'popular.voters': "voter's card",
    'popular.nysc': 'NYSC',
  },
});

export type SearchMessageKey = keyof (typeof searchMessages)['en'];
