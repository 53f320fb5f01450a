import type { Translation } from '@/shared/i18n/translate';
import type { SearchMessageKey } from './messages';

/** Yoruba (yo) strings for searchMessages; English is in ./messages.ts. */
const translation: Translation<SearchMessageKey> = {
  'search.label': 'Ṣàwárí ìtọ́sọ́nà',
  'search.placeholder': 'àpẹẹrẹ: NIN tàbí passport',
  'search.submit': 'Ṣàwárí',
  'search.popular': 'Ohun tí wọ́n ń wá jù:',
  'popular.nin': 'NIN',
  'popular.jamb': 'Ìforúkọsílẹ̀ JAMB',
  'popular.passport': 'sísọ ìwé ìrìnnà dọ̀tun',
  'popular.voters': 'káàdì ìdìbò',
  'popular.nysc': 'NYSC',
};

export default translation;
