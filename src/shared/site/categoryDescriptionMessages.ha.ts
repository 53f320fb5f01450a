import type { Translation } from '@/shared/i18n/translate';
import type { CategoryDescriptionMessageKey } from './categoryDescriptionMessages';

/** Hausa (ha) strings for categoryDescriptionMessages; English is in ./categoryDescriptionMessages.ts. */
const translation: Translation<CategoryDescriptionMessageKey> = {
  'cat.government.desc': 'Yadda gwamnatin tarayya, ta jihohi da ta ƙananan hukumomi suke aiki.',
  'cat.documents.desc': 'Ku samu kuma ku sabunta NIN ɗinku, fasfo da sauran takardu.',
  'cat.education.desc': 'JAMB, WAEC, NYSC da tallafi ga ɗalibai.',
  'cat.rights.desc': "Ku san haƙƙoƙinku da inda za ku samu taimakon shari'a.",
  'cat.history.desc': "Labarin Najeriya, tun daga samun 'yancin kai har zuwa yau.",
  'cat.services.desc': "Inshorar lafiya, haraji da sauran ayyukan jama'a.",
  'cat.faqs.desc': 'Amsoshi masu sauri ga tambayoyin da aka saba yi.',
};

export default translation;
