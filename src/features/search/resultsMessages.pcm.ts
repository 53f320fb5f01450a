import type { Translation } from '@/shared/i18n/translate';
import type { ResultsMessageKey } from './resultsMessages';

/** Nigerian Pidgin (pcm) strings for resultsMessages; English is in ./resultsMessages.ts. */
const translation: Translation<ResultsMessageKey> = {
  'results.title': 'Search',
  'results.empty': 'Type wetin you dey find, for example “NIN” or “passport”.',
  'results.loading': 'E dey search…',
  'results.count.one': '1 result for “{query}”',
  'results.count.other': '{count} results for “{query}”',
  'results.list': 'Results',
  'results.none': 'We no find anything for “{query}”.',
  'results.suggestion': 'Abi you mean',
  'results.tryThese': 'You fit try:',
  'results.ninGuide': 'Di NIN guide',
  'results.documents': 'All documents',
  'results.failed': 'Search no gree load. Check your connection and try again.',
  'result.comingSoon': 'Di guide dey come soon.',
  'result.siteSection': 'Part of di site',
  'result.article': 'Article',
};

export default translation;
