import type { Translation } from '@/shared/i18n/translate';
import type { MarkdownMessageKey } from './markdownMessages';

/** Yoruba (yo) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation<MarkdownMessageKey> = {
  'markdown.table': 'Tábìlì: {columns}',
  'markdown.tableUntitled': 'Tábìlì',
};

export default translation;
