import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the search boxes, the popular searches and the results page. */
export const searchMessages = defineMessages({
  en: {
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
    'results.title': 'Search',
    'results.empty': 'Type what you are looking for, for example “NIN” or “passport”.',
    'results.loading': 'Searching…',
    'results.count.one': '1 result for “{query}”',
    'results.count.other': '{count} results for “{query}”',
    'results.list': 'Results',
    'results.none': 'No results for “{query}”.',
    'results.suggestion': 'Did you mean',
    'results.tryThese': 'You could try:',
    'results.ninGuide': 'The NIN guide',
    'results.documents': 'All documents',
    'results.failed': 'Search could not load. Check your connection and try again.',
    'result.comingSoon': 'Guide coming soon.',
    'result.siteSection': 'Site section',
    'result.article': 'Article',
  },
});

export type SearchMessageKey = keyof (typeof searchMessages)['en'];
