import type { Translation } from '@/shared/i18n/translate';
import type { FeedbackMessageKey } from './messages';

/** Hausa (ha) strings for feedbackMessages; English is in ./messages.ts. */
const translation: Translation<FeedbackMessageKey> = {
  'feedback.question': 'Shin wannan shafin yana da amfani?',
  'feedback.yes': 'Ee',
  'feedback.no': "A'a",
  'feedback.whatWentWrong': 'Me ya faru ba daidai ba?',
  'feedback.hint': 'Kada ku saka bayananku na sirri kamar NIN ɗinku ko lambar wayarku.',
  'feedback.send': 'Aika',
  'feedback.cancel': 'Soke',
  'feedback.thanks': "Mun gode da ra'ayinku.",
  'report.open': 'Bayar da rahoton matsala a wannan fassarar',
  'report.section': 'Wane ɓangare na shafin?',
  'report.wholePage': 'Dukkan shafin',
  'report.whatIsWrong': 'Me ke ba daidai ba?',
  'report.whatIsWrongHint':
    'Misali, kalmar da ba daidai ba ko jimlar da ke da wuyar fahimta. Kada ku saka bayananku na sirri kamar NIN ɗinku ko lambar wayarku.',
  'report.missing': 'Faɗi abin da ke ba daidai ba.',
  'report.quoted': 'Rubutun da ba daidai ba (idan kuna so)',
  'report.quotedHint': 'Kwafi kalmomin kamar yadda suke a shafin.',
  'report.send': 'Aika rahoto',
  'report.cancel': 'Soke',
  'report.thanks': 'Mun gode. Masu fassararmu za su duba shi.',
  'report.failed': 'Ba a iya aika rahotonku ba. Duba haɗin intanet ɗinku ku sake gwadawa.',
  'bot.leaveEmpty': 'Ku bar wannan wurin babu komai',
};

export default translation;
