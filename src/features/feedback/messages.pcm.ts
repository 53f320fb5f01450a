import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation = {
  'feedback.question': 'Dis page dey useful?',
  'feedback.yes': 'Yes',
  'feedback.no': 'No',
  'feedback.whatWentWrong': 'Wetin go wrong?',
  'feedback.hint': 'No put your personal information like your NIN or phone number.',
  'feedback.send': 'Send',
  'feedback.cancel': 'Cancel',
  'feedback.thanks': 'Thank you for di feedback wey you give us.',
};

export default translation;
