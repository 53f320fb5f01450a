import type { Translation } from '@/shared/i18n/translate';
import type { MarkdownMessageKey } from './markdownMessages';

/** Nigerian Pidgin (pcm) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation<MarkdownMessageKey> = {
  'markdown.table': 'Table: {columns}',
  'markdown.tableUntitled': 'Table',
};

export default translation;
