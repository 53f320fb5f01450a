import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for pageUpdatesMessages; English is in ./pageUpdatesMessages.ts. */
const translation: Translation = {
  lastUpdated: 'An sabunta a ƙarshe {date}',
  seeUpdates: 'duba duk sabuntawa',
  updates: 'Sabuntawa ga wannan shafi',
  firstPublished: 'An wallafa a karon farko.',
};

export default translation;
