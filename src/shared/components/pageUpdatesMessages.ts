import { defineMessages } from '@/shared/i18n/translate';

/** A page's "Last updated" line and its list of public updates (PageUpdates.tsx): articles and guides. */
const en = {
  lastUpdated: 'Last updated {date}',
  seeUpdates: 'see all updates',
  updates: 'Updates to this page',
  firstPublished: 'First published.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<PageUpdatesMessageKey>`). */
export type PageUpdatesMessageKey = keyof typeof en;

export const pageUpdatesMessages = defineMessages(
  { en },
  {
    pcm: () => import('./pageUpdatesMessages.pcm'),
    yo: () => import('./pageUpdatesMessages.yo'),
    ha: () => import('./pageUpdatesMessages.ha'),
    ig: () => import('./pageUpdatesMessages.ig'),
  },
);
