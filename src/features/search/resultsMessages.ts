import { defineMessages } from '@/shared/i18n/translate';

/** Strings of search results (the results page, the not-found page's suggestions), loaded with them. */
const en = {
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
};

/** Every key of the catalogue: each translation has exactly these (`Translation<ResultsMessageKey>`). */
export type ResultsMessageKey = keyof typeof en;

export const resultsMessages = defineMessages(
  { en },
  {
    pcm: () => import('./resultsMessages.pcm'),
    yo: () => import('./resultsMessages.yo'),
    ha: () => import('./resultsMessages.ha'),
    ig: () => import('./resultsMessages.ig'),
  },
);
