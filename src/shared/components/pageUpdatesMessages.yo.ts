import type { Translation } from '@/shared/i18n/translate';
import type { PageUpdatesMessageKey } from './pageUpdatesMessages';

/** Yorùbá (yo) strings for pageUpdatesMessages; English is in ./pageUpdatesMessages.ts. */
const translation: Translation<PageUpdatesMessageKey> = {
  lastUpdated: 'A ṣe àtúnṣe rẹ̀ kẹ́yìn ní {date}',
  seeUpdates: 'wo gbogbo àtúnṣe',
  updates: 'Àwọn àtúnṣe sí ojú-ìwé yìí',
  firstPublished: 'Ìgbà àkọ́kọ́ tí a gbé e jáde.',
};

export default translation;
