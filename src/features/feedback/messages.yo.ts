import type { Translation } from '@/shared/i18n/translate';
import type { FeedbackMessageKey } from './messages';

/** Yoruba (yo) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation<FeedbackMessageKey> = {
  'feedback.question': 'Ṣé ojú-ìwé yìí wúlò?',
  'feedback.yes': 'Bẹ́ẹ̀ ni',
  'feedback.no': 'Rárá',
  'feedback.whatWentWrong': 'Kí ló ṣẹlẹ̀ tí kò tọ̀nà?',
  'feedback.hint': 'Ẹ má ṣe kọ ìsọfúnni ara ẹni bí i NIN yín tàbí nọ́mbà fóònù yín.',
  'feedback.send': 'Firánṣẹ́',
  'feedback.cancel': 'Fagilé',
  'feedback.thanks': 'A dúpẹ́ fún èsì yín.',
  'report.open': 'Ròyìn ìṣòro kan nínú ìtumọ̀ yìí',
  'report.section': 'Apá wo ní ojú-ìwé náà?',
  'report.wholePage': 'Gbogbo ojú-ìwé náà',
  'report.whatIsWrong': 'Kí ni kò tọ̀nà?',
  'report.whatIsWrongHint':
    'Fún àpẹẹrẹ, ọ̀rọ̀ tí kò tọ̀nà tàbí gbólóhùn tí ó ṣòro láti yé ni. Ẹ má ṣe kọ ìsọfúnni ara ẹni bí i NIN yín tàbí nọ́mbà fóònù yín.',
  'report.missing': 'Ẹ sọ ohun tí kò tọ̀nà.',
  'report.quoted': 'Ọ̀rọ̀ tí kò tọ̀nà (tí ẹ bá fẹ́)',
  'report.quotedHint': 'Ẹ da àwọn ọ̀rọ̀ náà kọ bí wọ́n ṣe wà lójú-ìwé.',
  'report.send': 'Fi ìròyìn ránṣẹ́',
  'report.cancel': 'Fagilé',
  'report.thanks': 'A dúpẹ́. Àwọn olùtumọ̀ wa yóò yẹ̀ ẹ́ wò.',
  'report.failed': 'A kò lè fi ìròyìn yín ránṣẹ́. Ẹ ṣàyẹ̀wò ìsopọ̀ yín kí ẹ sì tún gbìyànjú.',
  'bot.leaveEmpty': 'Ẹ fi àyè yìí sílẹ̀ ní òfìfo',
};

export default translation;
