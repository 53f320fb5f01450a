import type { Translation } from '@/shared/i18n/translate';
import type { FooterMessageKey } from './footerMessages';

/** Igbo (ig) strings for footerMessages; English is in ./footerMessages.ts. */
const translation: Translation<FooterMessageKey> = {
  'footer.categories': 'Ngalaba',
  'footer.resources': 'Ihe enyemaka',
  'footer.legal': 'Iwu',
  'footer.social': 'Soro anyị',
  'footer.about':
    "Ntụziaka nnwere onwe maka ọrụ gọọmentị Naịjirịa. Mgbe niile, kwado ụgwọ na iwu n'aka ụlọ ọrụ na-enye akwụkwọ ahụ.",
  'link.about': 'Maka anyị',
  'link.contact': 'Kpọtụrụ anyị',
  'link.accessibility': 'Nnweta nye onye ọ bụla',
  'link.contribute': 'Tinye aka',
  'link.newsletter': 'Akwụkwọ ozi',
  'link.terms': 'Usoro ojiji',
  'link.privacy': 'Amụma nzuzo',
  'link.disclaimer': 'Nkwupụta mmachi',
};

export default translation;
