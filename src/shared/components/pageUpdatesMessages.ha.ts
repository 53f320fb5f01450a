import type { Translation } from '@/shared/i18n/translate';
import type { PageUpdatesMessageKey } from './pageUpdatesMessages';

/** Hausa (ha) strings for pageUpdatesMessages; English is in ./pageUpdatesMessages.ts. */
const translation: Translation<PageUpdatesMessageKey> = {
  lastUpdated: 'An sabunta a ƙarshe {date}',
  seeUpdates: 'duba duk sabuntawa',
  updates: 'Sabuntawa ga wannan shafi',
  firstPublished: 'An wallafa a karon farko.',
};

export default translation;
