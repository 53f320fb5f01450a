import type { Translation } from '@/shared/i18n/translate';
import type { UpdateMessageKey } from './messages';

/** Yoruba (yo) strings for updateMessages; English is in ./messages.ts. */
const translation: Translation<UpdateMessageKey> = {
  'update.ready': 'Ẹ̀dà tuntun ojú-òpó yìí ti ṣetán.',
  'update.reload': 'Tún un ṣí láti gba ẹ̀dà tuntun',
};

export default translation;
