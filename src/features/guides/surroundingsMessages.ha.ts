import type { Translation } from '@/shared/i18n/translate';
import type { SurroundingsMessageKey } from './surroundingsMessages';

/** Hausa (ha) strings for surroundingsMessages; English is in ./surroundingsMessages.ts. */
const translation: Translation<SurroundingsMessageKey> = {
  'breadcrumb.label': 'Hanyar shafi',
  'breadcrumb.home': 'Shafin farko',
  'source.official': 'Majiyar hukuma:',
  'source.reviewed': 'An duba na ƙarshe:',
  'source.independent':
    'Wannan jagora ne mai zaman kansa, ba shafin hukuma ba ne. Dokoki da kuɗaɗe na iya canzawa, don haka ku tabbatar a wurin {agency} kafin ku biya.',
  'sidebar.label': 'Takardu masu alaƙa da taimako',
  'related.heading': 'Takardu masu alaƙa',
  'related.comingSoon': 'Na nan tafe',
  'help.heading': 'Samun taimako',
  'help.official': 'Shafin intanet na hukuma na {agency}',
  'help.contact': 'Tuntuɓe mu',
  'help.faqs': 'Tambayoyin da ake yawan yi',
};

export default translation;
