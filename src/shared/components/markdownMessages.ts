import { defineMessages } from '@/shared/i18n/translate';

/** What the article body renderer (Markdown.tsx) adds to what staff wrote: the names of its tables. */
const en = {
  /** A table's accessible name, from its column headings: its scrolling region is a landmark a screen reader lists. */
  'markdown.table': 'Table: {columns}',
  'markdown.tableUntitled': 'Table',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<MarkdownMessageKey>`). */
export type MarkdownMessageKey = keyof typeof en;

export const markdownMessages = defineMessages(
  { en },
  {
    pcm: () => import('./markdownMessages.pcm'),
    yo: () => import('./markdownMessages.yo'),
    ha: () => import('./markdownMessages.ha'),
    ig: () => import('./markdownMessages.ig'),
  },
);
