import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for pageUpdatesMessages; English is in ./pageUpdatesMessages.ts. */
const translation: Translation = {
  lastUpdated: 'E melitere ya ikpeazụ {date}',
  seeUpdates: 'hụ mmelite niile',
  updates: 'Mmelite nke ibe a',
  firstPublished: 'E bipụtara ya na nke mbụ.',
};

export default translation;
