import type { Translation } from '@/shared/i18n/translate';
import type { FrameMessageKey } from './frameMessages';

/** Yoruba (yo) strings for frameMessages; English is in ./frameMessages.ts. */
const translation: Translation<FrameMessageKey> = {
  loading: 'Ó ń ṣí…',
  'error.title': 'Àṣìṣe àìròtẹ́lẹ̀ nínú áàpù!',
  'error.body': 'Nǹkan kan ṣàṣìṣe nígbà tí à ń fi ojú-ìwé yìí hàn. Dátà tí ẹ ti fi pamọ́ wà láìléwu.',
  'error.home': 'Lọ sí ojú-ìwé àkọ́kọ́',
  'error.retry': 'Ẹ tún gbìyànjú',
};

export default translation;
