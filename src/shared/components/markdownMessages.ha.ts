import type { Translation } from '@/shared/i18n/translate';
import type { MarkdownMessageKey } from './markdownMessages';

/** Hausa (ha) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation<MarkdownMessageKey> = {
  'markdown.table': 'Tebur: {columns}',
  'markdown.tableUntitled': 'Tebur',
};

export default translation;
