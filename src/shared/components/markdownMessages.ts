import { defineMessages } from '@/shared/i18n/translate';

/** What the article body renderer (Markdown.tsx) adds to what staff wrote: the names of its tables. */
export const markdownMessages = defineMessages(
  {
    en: {
      /** A table's accessible name, from its column headings: its scrolling region is a landmark a screen reader lists. */
      'markdown.table': 'Table: {columns}',
      'markdown.tableUntitled': 'Table',
    },
  },
  {
    pcm: () => import('./markdownMessages.pcm'),
    yo: () => import('./markdownMessages.yo'),
    ha: () => import('./markdownMessages.ha'),
    ig: () => import('./markdownMessages.ig'),
  },
);
