import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation = {
  'feedback.question': 'Ibe a ọ bara uru?',
  'feedback.yes': 'Ee',
  'feedback.no': 'Mba',
  'feedback.whatWentWrong': 'Gịnị mere ka ọ ghara ịdị mma?',
  'feedback.hint': 'Etinyela ozi gbasara onwe gị dịka NIN gị ma ọ bụ nọmba ekwentị gị.',
  'feedback.send': 'Zipu',
  'feedback.cancel': 'Kagbuo',
  'feedback.thanks': 'Daalụ maka nzaghachi gị.',
};

export default translation;
