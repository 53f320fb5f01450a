import type { Translation } from '@/shared/i18n/translate';
import type { FeedbackMessageKey } from './messages';

/** Igbo (ig) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation<FeedbackMessageKey> = {
  'feedback.question': 'Ibe a ọ bara uru?',
  'feedback.yes': 'Ee',
  'feedback.no': 'Mba',
  'feedback.whatWentWrong': 'Gịnị mere ka ọ ghara ịdị mma?',
  'feedback.hint': 'Etinyela ozi gbasara onwe gị dịka NIN gị ma ọ bụ nọmba ekwentị gị.',
  'feedback.send': 'Zipu',
  'feedback.cancel': 'Kagbuo',
  'feedback.thanks': 'Daalụ maka nzaghachi gị.',
  'report.open': 'Kọọ nsogbu dị na ntụgharị a',
  'report.section': 'Akụkụ ibe a dị olee?',
  'report.wholePage': 'Ibe a niile',
  'report.whatIsWrong': 'Gịnị ezighị ezi?',
  'report.whatIsWrongHint':
    'Dịka ọmụmaatụ, okwu ezighị ezi ma ọ bụ ahịrịokwu siri ike nghọta. Etinyela ozi gbasara onwe gị dịka NIN gị ma ọ bụ nọmba ekwentị gị.',
  'report.missing': 'Kwuo ihe ezighị ezi.',
  'report.quoted': 'Ederede ezighị ezi (ọ bụrụ na ị chọrọ)',
  'report.quotedHint': 'Detuo okwu ndị ahụ otú ha dị na ibe a.',
  'report.send': 'Zipu akụkọ',
  'report.cancel': 'Kagbuo',
  'report.thanks': 'Daalụ. Ndị ntụgharị anyị ga-elele ya.',
  'report.failed': 'Anyị enweghị ike iziga akụkọ gị. Lelee njikọ gị wee nwaa ọzọ.',
  'bot.leaveEmpty': 'Hapụ ebe a ka ọ tọgbọ chakoo',
};

export default translation;
