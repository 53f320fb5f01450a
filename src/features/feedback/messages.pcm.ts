import type { Translation } from '@/shared/i18n/translate';
import type { FeedbackMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation<FeedbackMessageKey> = {
  'feedback.question': 'Dis page dey useful?',
  'feedback.yes': 'Yes',
  'feedback.no': 'No',
  'feedback.whatWentWrong': 'Wetin go wrong?',
  'feedback.hint': 'No put your personal information like your NIN or phone number.',
  'feedback.send': 'Send',
  'feedback.cancel': 'Cancel',
  'feedback.thanks': 'Thank you for di feedback wey you give us.',
  'report.open': 'Report wahala for dis translation',
  'report.section': 'Which part of di page?',
  'report.wholePage': 'Di whole page',
  'report.whatIsWrong': 'Wetin no correct?',
  'report.whatIsWrongHint':
    'For example, word wey no correct or sentence wey hard to understand. No put your personal information like your NIN or phone number.',
  'report.missing': 'Talk wetin no correct.',
  'report.quoted': 'Di text wey no correct (if you like)',
  'report.quotedHint': 'Copy di words as dem dey for di page.',
  'report.send': 'Send report',
  'report.cancel': 'Cancel',
  'report.thanks': 'Thank you. Our translators go check am.',
  'report.failed': 'We no fit send your report. Check your connection come try again.',
  'bot.leaveEmpty': 'No write anything for here',
};

export default translation;
