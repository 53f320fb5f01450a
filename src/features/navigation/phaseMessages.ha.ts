import type { Translation } from '@/shared/i18n/translate';
import type { PhaseMessageKey } from './phaseMessages';

/** Hausa (ha) strings for phaseMessages; English is in ./phaseMessages.ts. */
const translation: Translation<PhaseMessageKey> = {
  'phase.tag': 'Gwaji',
  'phase.summary': 'Jagora mai zaman kansa',
  'phase.text': "Wannan sabon sabis ne – ra'ayoyinku za su taimaka mana mu inganta shi.",
  'phase.independent':
    'Wannan jagora ne mai zaman kansa, ba shafin gwamnati ba ne. Kowane jagora yana da mahaɗi zuwa majiyarsa ta hukuma.',
};

export default translation;
