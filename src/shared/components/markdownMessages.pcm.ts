import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation = {
  'markdown.table': 'Table: {columns}',
  'markdown.tableUntitled': 'Table',
};

export default translation;
