import type { Translation } from '@/shared/i18n/translate';
import type { FrameMessageKey } from './frameMessages';

/** Igbo (ig) strings for frameMessages; English is in ./frameMessages.ts. */
const translation: Translation<FrameMessageKey> = {
  loading: 'Na-ebudata…',
  'error.title': 'Njehie a na-atụghị anya ya!',
  'error.body': 'Ihe ọjọọ mere mgbe a na-egosi ibe a. Data gị echekwara dị nchebe.',
  'error.home': "Gaa n'ibe mbụ",
  'error.retry': 'Nwaa ọzọ',
};

export default translation;
