import type { Translation } from '@/shared/i18n/translate';
import type { SurroundingsMessageKey } from './surroundingsMessages';

/** Igbo (ig) strings for surroundingsMessages; English is in ./surroundingsMessages.ts. */
const translation: Translation<SurroundingsMessageKey> = {
  'breadcrumb.label': 'Ebe ị nọ na saịtị',
  'breadcrumb.home': 'Ibe mbụ',
  'source.official': 'Isi mmalite gọọmentị:',
  'source.reviewed': 'E nyochara ya ikpeazụ:',
  'source.independent':
    "Nke a bụ ntụziaka nnwere onwe, ọ bụghị saịtị gọọmentị. Iwu na ụgwọ nwere ike ịgbanwe, n'ihi ya, kwado ya n'aka {agency} tupu ị kwụọ ụgwọ.",
  'sidebar.label': 'Akwụkwọ ndị metụtara ya na enyemaka',
  'related.heading': 'Akwụkwọ ndị metụtara ya',
  'related.comingSoon': "Na-abịa n'oge na-adịghị anya",
  'help.heading': 'Nweta enyemaka',
  'help.official': 'Weebụsaịtị gọọmentị nke {agency}',
  'help.contact': 'Kpọtụrụ anyị',
  'help.faqs': 'Ajụjụ a na-ajụkarị',
};

export default translation;
