import type { Translation } from '@/shared/i18n/translate';
import type { PageUpdatesMessageKey } from './pageUpdatesMessages';

/** Naijá (pcm) strings for pageUpdatesMessages; English is in ./pageUpdatesMessages.ts. */
const translation: Translation<PageUpdatesMessageKey> = {
  lastUpdated: 'Last update {date}',
  seeUpdates: 'see all di updates',
  updates: 'Updates to dis page',
  firstPublished: 'Na di first time dem publish am.',
};

export default translation;
