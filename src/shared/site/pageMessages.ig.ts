import type { Translation } from '@/shared/i18n/translate';
import type { PageMessageKey } from './pageMessages';

/** Igbo (ig) strings for pageMessages; English is in ./pageMessages.ts. */
const translation: Translation<PageMessageKey> = {
  'notFound.title': '404 - Ahụghị ibe a',
  'notFound.body':
    'Anyị ahụghị ibe ahụ. O nwere ike ịbụ na a kwagara ya, ma ọ bụ na e dechabeghị ntụziaka ahụ. Ewezuga “Akwụkwọ”, a ka na-akwado ọtụtụ ngalaba ndị ọzọ.',
  'notFound.home': "Laghachi n'ibe mbụ",
  'notFound.support': 'Kpọtụrụ ndị enyemaka',
  'notFound.searchTitle': 'Chọọ na saịtị a',
  'notFound.waysOn': 'Ma ọ bụ malite na ntụziaka dị njikere:',
  'unauthorized.title': 'Enweghị ikike ịbanye',
  'unauthorized.body': "Ọ bụ naanị ndị nchịkwa (Admin) nwere ike ịbanye n'ibe a.",
  'unauthorized.home': "Laghachi n'ibe mbụ",
  'unauthorized.login': 'Banye dịka Admin',
  'gone.title': 'E wepụla edemede a',
  'gone.body':
    "Edemede dị n'adreesị a anọghịzi n'ịntanetị. Chọọ isiokwu ahụ na saịtị a, ma ọ bụ malite ọzọ n'ibe mbụ.",
  'gone.guideTitle': 'E wepụla ntụziaka a',
  'gone.guideBody':
    "Ntụziaka dị n'adreesị a anọghịzi n'ịntanetị. Jụọ ụlọ ọrụ na-enye akwụkwọ ahụ, chọọ na saịtị a, ma ọ bụ malite ọzọ n'ibe mbụ.",
  'gone.search': 'Chọọ na saịtị a',
  'gone.home': "Laghachi n'ibe mbụ",
};

export default translation;
