import type { Translation } from '@/shared/i18n/translate';
import type { FrameMessageKey } from './frameMessages';

/** Nigerian Pidgin (pcm) strings for frameMessages; English is in ./frameMessages.ts. */
const translation: Translation<FrameMessageKey> = {
  loading: 'E dey load…',
  'error.title': 'Error wey we no expect happen for di app!',
  'error.body': 'Something go wrong as we dey show dis page. Di data wey you save dey safe.',
  'error.home': 'Go di homepage',
  'error.retry': 'Try again',
};

export default translation;
