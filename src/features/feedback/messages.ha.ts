import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation = {
  'feedback.question': 'Shin wannan shafin yana da amfani?',
  'feedback.yes': 'Ee',
  'feedback.no': "A'a",
  'feedback.whatWentWrong': 'Me ya faru ba daidai ba?',
  'feedback.hint': 'Kada ku saka bayananku na sirri kamar NIN ɗinku ko lambar wayarku.',
  'feedback.send': 'Aika',
  'feedback.cancel': 'Soke',
  'feedback.thanks': "Mun gode da ra'ayinku.",
};

export default translation;
