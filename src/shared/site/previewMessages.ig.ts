import type { Translation } from '@/shared/i18n/translate';
import type { PreviewMessageKey } from './previewMessages';

/** Igbo (ig) strings for previewMessages; English is in ./previewMessages.ts. */
const translation: Translation<PreviewMessageKey> = {
  'preview.draft': 'Ndebanye — e bipụtabeghị ya.',
  'preview.note': 'Ibe a bụ nlele: ndị ọbịa enweghị ike ịhụ ya ugbu a.',
};

export default translation;
