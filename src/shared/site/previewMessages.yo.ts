import type { Translation } from '@/shared/i18n/translate';
import type { PreviewMessageKey } from './previewMessages';

/** Yoruba (yo) strings for previewMessages; English is in ./previewMessages.ts. */
const translation: Translation<PreviewMessageKey> = {
  'preview.draft': 'Àkọ̀pamọ́ — a kò tíì gbé e jáde.',
  'preview.note': 'Ojú-ìwé yìí jẹ́ àyẹ̀wò ṣáájú: àwọn olùṣàbẹ̀wò kò lè rí i síbẹ̀.',
};

export default translation;
