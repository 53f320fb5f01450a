import type { Translation } from '@/shared/i18n/translate';
import type { SearchMessageKey } from './messages';

/** Hausa (ha) strings for searchMessages; English is in ./messages.ts. */
const translation: Translation<SearchMessageKey> = {
  'search.label': 'Bincika jagorori',
  'search.placeholder': 'misali NIN ko fasfo',
  'search.submit': 'Bincika',
  'search.popular': 'Da aka fi nema:',
  'popular.nin': 'NIN',
  'popular.jamb': 'Rajistar JAMB',
  'popular.passport': 'sabunta fasfo',
  'popular.voters': 'katin zaɓe',
  'popular.nysc': 'NYSC',
};

export default translation;
