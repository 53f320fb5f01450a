import type { Translation } from '@/shared/i18n/translate';
import type { MarkdownMessageKey } from './markdownMessages';

/** Igbo (ig) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation<MarkdownMessageKey> = {
  'markdown.table': 'Tebụl: {columns}',
  'markdown.tableUntitled': 'Tebụl',
};

export default translation;
