import { defineMessages } from '@/shared/i18n/translate';

/** Strings of "Is this page useful?" at the foot of guide and article pages. */
export const feedbackMessages = defineMessages(
  {
    en: {
      'feedback.question': 'Is this page useful?',
      'feedback.yes': 'Yes',
      'feedback.no': 'No',
      'feedback.whatWentWrong': 'What went wrong?',
      'feedback.hint': 'Do not include personal information such as your NIN or phone number.',
      'feedback.send': 'Send',
      'feedback.cancel': 'Cancel',
      'feedback.thanks': 'Thank you for your feedback.',
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
