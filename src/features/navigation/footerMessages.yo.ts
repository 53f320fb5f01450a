import type { Translation } from '@/shared/i18n/translate';
import type { FooterMessageKey } from './footerMessages';

/** Yoruba (yo) strings for footerMessages; English is in ./footerMessages.ts. */
const translation: Translation<FooterMessageKey> = {
  'footer.categories': 'Àwọn ẹ̀ka',
  'footer.resources': 'Ohun èlò',
  'footer.legal': 'Òfin',
  'footer.social': 'Ẹ tẹ̀lé wa',
  'footer.about':
    'Ìtọ́sọ́nà olómìnira nípa àwọn iṣẹ́ ìjọba Nàìjíríà. Ẹ máa bá àjọ tó ń ṣe ìwé náà jẹ́rìí owó àti òfin nígbà gbogbo.',
  'link.about': 'Nípa wa',
  'link.contact': 'Ẹ kàn sí wa',
  'link.accessibility': 'Ìrọ̀rùn ìlò',
  'link.contribute': 'Ẹ kópa',
  'link.newsletter': 'Lẹ́tà ìròyìn',
  'link.terms': 'Òfin ìlò',
  'link.privacy': 'Ìlànà ìpamọ́ àṣírí',
  'link.disclaimer': 'Ààlà ojúṣe wa',
};

export default translation;
