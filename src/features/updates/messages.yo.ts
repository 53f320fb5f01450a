import type { Translation } from '@/shared/i18n/translate';
import type { UpdatesMessageKey } from './messages';

/** Yoruba (yo) strings for updatesMessages; English is in ./messages.ts. */
const translation: Translation<UpdatesMessageKey> = {
  'update.ready': 'Ẹ̀dà tuntun ojú-òpó yìí ti ṣetán.',
  'update.reload': 'Tún un ṣí láti gba ẹ̀dà tuntun',
};

export default translation;
