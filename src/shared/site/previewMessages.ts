import { defineMessages } from '@/shared/i18n/translate';

/** A draft's preview notice (an article's or a guide's, for staff): not downloaded with every visitor's page. */
export const previewMessages = defineMessages(
  {
    en: {
      'preview.draft': 'Draft — not published.',
      'preview.note': 'This page is a preview: visitors cannot see it yet.',
    },
  },
  {
    pcm: () => import('./previewMessages.pcm'),
    yo: () => import('./previewMessages.yo'),
    ha: () => import('./previewMessages.ha'),
    ig: () => import('./previewMessages.ig'),
  },
);
