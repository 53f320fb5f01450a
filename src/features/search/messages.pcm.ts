import type { Translation } from '@/shared/i18n/translate';
import type { SearchMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for searchMessages; English is in ./messages.ts. */
const translation: Translation<SearchMessageKey> = {
  'search.label': 'Search guides',
  'search.placeholder': 'like NIN or passport',
  'search.submit': 'Search',
  'search.popular': 'Wetin pipo dey search:',
  'popular.nin': 'NIN',
  'popular.jamb': 'JAMB registration',
  'popular.passport': 'renew passport',
  'popular.voters': "voter's card",
  'popular.nysc': 'NYSC',
};

export default translation;
