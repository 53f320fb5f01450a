import type { Translation } from '@/shared/i18n/translate';
import type { ResultsMessageKey } from './resultsMessages';

/** Hausa (ha) strings for resultsMessages; English is in ./resultsMessages.ts. */
const translation: Translation<ResultsMessageKey> = {
  'results.title': 'Bincike',
  'results.empty': 'Ku rubuta abin da kuke nema, misali “NIN” ko “fasfo”.',
  'results.loading': 'Ana bincike…',
  'results.count.one': 'Sakamako 1 don “{query}”',
  'results.count.other': 'Sakamako {count} don “{query}”',
  'results.list': 'Sakamako',
  'results.none': 'Babu sakamako don “{query}”.',
  'results.suggestion': 'Ko kuna nufin',
  'results.tryThese': 'Kuna iya gwada:',
  'results.ninGuide': 'Jagoran NIN',
  'results.documents': 'Duk takardu',
  'results.failed': 'Ba a iya ɗora bincike ba. Ku duba intanet ɗinku, sannan ku sake gwadawa.',
  'result.comingSoon': 'Jagoran na nan tafe.',
  'result.siteSection': 'Sashen shafi',
  'result.article': 'Maƙala',
};

export default translation;
