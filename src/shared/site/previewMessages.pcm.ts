import type { Translation } from '@/shared/i18n/translate';
import type { PreviewMessageKey } from './previewMessages';

/** Pidgin (pcm) strings for previewMessages; English is in ./previewMessages.ts. */
const translation: Translation<PreviewMessageKey> = {
  'preview.draft': 'Draft — dem never publish am.',
  'preview.note': 'Dis page na preview: people wey dey visit no fit see am yet.',
};

export default translation;
