import { defineMessages } from '@/shared/i18n/translate';

/** A draft's preview notice (an article's or a guide's, for staff): not downloaded with every visitor's page. */
const en = {
  'preview.draft': 'Draft — not published.',
  'preview.note': 'This page is a preview: visitors cannot see it yet.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<PreviewMessageKey>`). */
export type PreviewMessageKey = keyof typeof en;

export const previewMessages = defineMessages(
  { en },
  {
    pcm: () => import('./previewMessages.pcm'),
    yo: () => import('./previewMessages.yo'),
    ha: () => import('./previewMessages.ha'),
    ig: () => import('./previewMessages.ig'),
  },
);
