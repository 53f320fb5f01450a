import type { Translation } from '@/shared/i18n/translate';
import type { ResultsMessageKey } from './resultsMessages';

/** Igbo (ig) strings for resultsMessages; English is in ./resultsMessages.ts. */
const translation: Translation<ResultsMessageKey> = {
  'results.title': 'Ọchụchọ',
  'results.empty': 'Dee ihe ị na-achọ, dịka “NIN” ma ọ bụ “paspọọtụ”.',
  'results.loading': 'Na-achọ…',
  'results.count.one': 'Nsonaazụ 1 maka “{query}”',
  'results.count.other': 'Nsonaazụ {count} maka “{query}”',
  'results.list': 'Nsonaazụ',
  'results.none': 'Ọ nweghị nsonaazụ maka “{query}”.',
  'results.suggestion': 'Ị chọrọ ikwu',
  'results.tryThese': 'Ị nwere ike ịnwale:',
  'results.ninGuide': 'Ntụziaka NIN',
  'results.documents': 'Akwụkwọ niile',
  'results.failed': 'Ọchụchọ enweghị ike ibudata. Lelee njikọ ịntanetị gị, ma nwaa ọzọ.',
  'result.comingSoon': "Ntụziaka na-abịa n'oge na-adịghị anya.",
  'result.siteSection': 'Ngalaba saịtị',
  'result.article': 'Edemede',
};

export default translation;
