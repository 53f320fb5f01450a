import { defineMessages } from '@/shared/i18n/translate';

/** Strings of "Is this page useful?" at the foot of guide and article pages. */
const en = {
  'feedback.question': 'Is this page useful?',
  'feedback.yes': 'Yes',
  'feedback.no': 'No',
  'feedback.whatWentWrong': 'What went wrong?',
  'feedback.hint': 'Do not include personal information such as your NIN or phone number.',
  'feedback.send': 'Send',
  'feedback.cancel': 'Cancel',
  'feedback.thanks': 'Thank you for your feedback.',
  'report.open': 'Report a problem with this translation',
  'report.section': 'Which part of the page?',
  'report.wholePage': 'The whole page',
  'report.whatIsWrong': 'What is wrong?',
  'report.whatIsWrongHint':
    'For example, a wrong word or a sentence that is hard to understand. Do not include personal information such as your NIN or phone number.',
  'report.missing': 'Say what is wrong.',
  'report.quoted': 'The wrong text (optional)',
  'report.quotedHint': 'Copy the words as they appear on the page.',
  'report.send': 'Send report',
  'report.cancel': 'Cancel',
  'report.thanks': 'Thank you. Our translators will check it.',
  'report.failed': 'Your report could not be sent. Check your connection and try again.',
  'bot.leaveEmpty': 'Leave this field empty',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<FeedbackMessageKey>`). */
export type FeedbackMessageKey = keyof typeof en;

export const feedbackMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
