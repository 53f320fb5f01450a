import { defineMessages } from '@/shared/i18n/translate';

/**
 * The translation notice's last line (./GuideTranslationChecked.tsx): machine-assisted or reviewed, and
 * when it was last checked. Imported only by that part, which loads when the browser draws a guide itself:
 * a page the server rendered keeps its HTML, and a translated one does not download these words.
 */
const en = {
  'translation.checked': 'Translation last checked: {date}.',
  'translation.machine': 'This is a machine-assisted translation: a native speaker has not reviewed it yet.',
  'translation.reviewed': 'Reviewed by {reviewer}, a native speaker.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<TranslationCheckedMessageKey>`). */
export type TranslationCheckedMessageKey = keyof typeof en;

export const translationCheckedMessages = defineMessages(
  { en },
  {
    pcm: () => import('./translationCheckedMessages.pcm'),
    yo: () => import('./translationCheckedMessages.yo'),
    ha: () => import('./translationCheckedMessages.ha'),
    ig: () => import('./translationCheckedMessages.ig'),
  },
);
