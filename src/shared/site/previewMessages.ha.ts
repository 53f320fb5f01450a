import type { Translation } from '@/shared/i18n/translate';
import type { PreviewMessageKey } from './previewMessages';

/** Hausa (ha) strings for previewMessages; English is in ./previewMessages.ts. */
const translation: Translation<PreviewMessageKey> = {
  'preview.draft': 'Daftari — ba a wallafa ba.',
  'preview.note': 'Wannan shafi samfoti ne: masu ziyara ba za su iya ganin sa ba tukuna.',
};

export default translation;
