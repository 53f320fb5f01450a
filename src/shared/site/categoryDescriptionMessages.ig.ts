import type { Translation } from '@/shared/i18n/translate';
import type { CategoryDescriptionMessageKey } from './categoryDescriptionMessages';

/** Igbo (ig) strings for categoryDescriptionMessages; English is in ./categoryDescriptionMessages.ts. */
const translation: Translation<CategoryDescriptionMessageKey> = {
  'cat.government.desc': 'Otú gọọmentị etiti, gọọmentị steeti na gọọmentị ime obodo si arụ ọrụ.',
  'cat.documents.desc': 'Nweta ma megharịa NIN gị, paspọọtụ gị na akwụkwọ ndị ọzọ.',
  'cat.education.desc': 'JAMB, WAEC, NYSC na nkwado maka ụmụ akwụkwọ.',
  'cat.rights.desc': 'Mara ikike gị na ebe ị ga-enweta enyemaka gbasara iwu.',
  'cat.history.desc': 'Akụkọ Naịjirịa, site na nnwere onwe ruo taa.',
  'cat.services.desc': 'Mkpuchi ahụike, ụtụ isi na ọrụ ọha ndị ọzọ.',
  'cat.faqs.desc': 'Azịza ngwa ngwa nye ajụjụ ndị a na-ajụkarị.',
};

export default translation;
