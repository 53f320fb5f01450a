import { defineMessages } from '@/shared/i18n/translate';

/** A page's "Last updated" line and its list of public updates (PageUpdates.tsx): articles and guides. */
export const pageUpdatesMessages = defineMessages(
  {
    en: {
      lastUpdated: 'Last updated {date}',
      seeUpdates: 'see all updates',
      updates: 'Updates to this page',
      firstPublished: 'First published.',
    },
  },
  {
    pcm: () => import('./pageUpdatesMessages.pcm'),
    yo: () => import('./pageUpdatesMessages.yo'),
    ha: () => import('./pageUpdatesMessages.ha'),
    ig: () => import('./pageUpdatesMessages.ig'),
  },
);
