import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation = {
  'feedback.question': 'Ṣé ojú-ìwé yìí wúlò?',
  'feedback.yes': 'Bẹ́ẹ̀ ni',
  'feedback.no': 'Rárá',
  'feedback.whatWentWrong': 'Kí ló ṣẹlẹ̀ tí kò tọ̀nà?',
  'feedback.hint': 'Ẹ má ṣe kọ ìsọfúnni ara ẹni bí i NIN yín tàbí nọ́mbà fóònù yín.',
  'feedback.send': 'Firánṣẹ́',
  'feedback.cancel': 'Fagilé',
  'feedback.thanks': 'A dúpẹ́ fún èsì yín.',
};

export default translation;
