import type { Translation } from '@/shared/i18n/translate';
import type { PhaseMessageKey } from './phaseMessages';

/** Pidgin (pcm) strings for phaseMessages; English is in ./phaseMessages.ts. */
const translation: Translation<PhaseMessageKey> = {
  'phase.tag': 'Beta',
  'phase.summary': 'Na independent guide',
  'phase.text': 'Dis na new service – your feedback go help us make am better.',
  'phase.independent':
    'Dis na independent guide, e no be goment website. Every guide get link to im official source.',
};

export default translation;
