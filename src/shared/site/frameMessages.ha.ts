import type { Translation } from '@/shared/i18n/translate';
import type { FrameMessageKey } from './frameMessages';

/** Hausa (ha) strings for frameMessages; English is in ./frameMessages.ts. */
const translation: Translation<FrameMessageKey> = {
  loading: 'Ana ɗorawa…',
  'error.title': 'Kuskuren manhaja da ba a zata ba!',
  'error.body': 'Wani abu ya lalace yayin nuna wannan shafin. Bayanan da kuka ajiye suna nan lafiya.',
  'error.home': 'Je shafin farko',
  'error.retry': 'Sake gwadawa',
};

export default translation;
