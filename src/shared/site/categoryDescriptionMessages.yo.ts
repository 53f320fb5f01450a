import type { Translation } from '@/shared/i18n/translate';
import type { CategoryDescriptionMessageKey } from './categoryDescriptionMessages';

/** Yoruba (yo) strings for categoryDescriptionMessages; English is in ./categoryDescriptionMessages.ts. */
const translation: Translation<CategoryDescriptionMessageKey> = {
  'cat.government.desc': 'Bí ìjọba àpapọ̀, ìjọba ìpínlẹ̀ àti ìjọba ìbílẹ̀ ṣe ń ṣiṣẹ́.',
  'cat.documents.desc': 'Ẹ gba NIN, ìwé ìrìnnà àti àwọn ìwé mìíràn, tàbí kí ẹ sọ wọ́n dọ̀tun.',
  'cat.education.desc': 'JAMB, WAEC, NYSC àti ìrànlọ́wọ́ fún akẹ́kọ̀ọ́.',
  'cat.rights.desc': 'Ẹ mọ ẹ̀tọ́ yín àti ibi tí ẹ ti lè rí ìrànlọ́wọ́ lórí ọ̀rọ̀ òfin.',
  'cat.history.desc': 'Ìtàn Nàìjíríà, láti ìgbà òmìnira títí di òní.',
  'cat.services.desc': 'Ìbánigbófò ìlera, owó-orí àti àwọn iṣẹ́ ìjọba mìíràn fún aráàlú.',
  'cat.faqs.desc': 'Ìdáhùn kíákíá sí àwọn ìbéèrè tí ọ̀pọ̀ èèyàn máa ń béèrè.',
};

export default translation;
