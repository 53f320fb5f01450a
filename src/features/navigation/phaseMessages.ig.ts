import type { Translation } from '@/shared/i18n/translate';
import type { PhaseMessageKey } from './phaseMessages';

/** Igbo (ig) strings for phaseMessages; English is in ./phaseMessages.ts. */
const translation: Translation<PhaseMessageKey> = {
  'phase.tag': 'Nnwale',
  'phase.summary': 'Ntụziaka nọọrọ onwe ya',
  'phase.text': 'Nke a bụ ọrụ ọhụrụ – echiche gị ga-enyere anyị aka imeziwanye ya.',
  'phase.independent':
    'Nke a bụ ntụziaka nọọrọ onwe ya, ọ bụghị weebụsaịtị gọọmentị. Ntụziaka ọ bụla nwere njikọ gaa na isi mmalite gọọmentị ya.',
};

export default translation;
