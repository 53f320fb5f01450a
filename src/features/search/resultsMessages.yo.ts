import type { Translation } from '@/shared/i18n/translate';
import type { ResultsMessageKey } from './resultsMessages';

/** Yoruba (yo) strings for resultsMessages; English is in ./resultsMessages.ts. */
const translation: Translation<ResultsMessageKey> = {
  'results.title': 'Ìṣàwárí',
  'results.empty': 'Ẹ tẹ̀ ohun tí ẹ ń wá, fún àpẹẹrẹ “NIN” tàbí “passport”.',
  'results.loading': 'À ń ṣàwárí…',
  'results.count.one': 'Àbájáde 1 fún “{query}”',
  'results.count.other': 'Àbájáde {count} fún “{query}”',
  'results.list': 'Àbájáde',
  'results.none': 'Kò sí àbájáde fún “{query}”.',
  'results.suggestion': 'Ṣé ẹ ń wá',
  'results.tryThese': 'Ẹ lè gbìyànjú:',
  'results.ninGuide': 'Ìtọ́sọ́nà NIN',
  'results.documents': 'Gbogbo ìwé pàtàkì',
  'results.failed': 'Ìṣàwárí kò ṣiṣẹ́. Ẹ ṣàyẹ̀wò ìsopọ̀ yín, kí ẹ sì tún gbìyànjú.',
  'result.comingSoon': 'Ìtọ́sọ́nà ń bọ̀ láìpẹ́.',
  'result.siteSection': 'Abala ojú-òpó',
  'result.article': 'Àpilẹ̀kọ',
};

export default translation;
