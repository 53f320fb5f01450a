import { defineMessages } from '@/shared/i18n/translate';

/** The phase banner's words (PhaseBannerText.tsx): loaded only when the app draws the banner itself. */
const en = {
  'phase.tag': 'Beta',
  'phase.summary': 'An independent guide',
  'phase.text': 'This is a new service – your feedback will help us improve it.',
  'phase.independent':
    'This is an independent guide, not a government website. Each guide links to its official source.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<PhaseMessageKey>`). */
export type PhaseMessageKey = keyof typeof en;

export const phaseMessages = defineMessages(
  { en },
  {
    pcm: () => import('./phaseMessages.pcm'),
    yo: () => import('./phaseMessages.yo'),
    ha: () => import('./phaseMessages.ha'),
    ig: () => import('./phaseMessages.ig'),
  },
);
