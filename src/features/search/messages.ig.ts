import type { Translation } from '@/shared/i18n/translate';
import type { SearchMessageKey } from './messages';

/** Igbo (ig) strings for searchMessages; English is in ./messages.ts. */
const translation: Translation<SearchMessageKey> = {
  'search.label': 'Chọọ ntụziaka',
  'search.placeholder': 'dịka NIN ma ọ bụ paspọọtụ',
  'search.submit': 'Chọọ',
  'search.popular': 'A na-achọkarị:',
  'popular.nin': 'NIN',
  'popular.jamb': 'ndebanye aha JAMB',
  'popular.passport': 'imegharị paspọọtụ',
  'popular.voters': 'kaadị ntuli aka',
  'popular.nysc': 'NYSC',
};

export default translation;
