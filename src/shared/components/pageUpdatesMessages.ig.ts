import type { Translation } from '@/shared/i18n/translate';
import type { PageUpdatesMessageKey } from './pageUpdatesMessages';

/** Igbo (ig) strings for pageUpdatesMessages; English is in ./pageUpdatesMessages.ts. */
const translation: Translation<PageUpdatesMessageKey> = {
  lastUpdated: 'E melitere ya ikpeazụ {date}',
  seeUpdates: 'hụ mmelite niile',
  updates: 'Mmelite nke ibe a',
  firstPublished: 'E bipụtara ya na nke mbụ.',
};

export default translation;
