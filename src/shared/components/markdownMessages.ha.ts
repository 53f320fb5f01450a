import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation = {
  'markdown.table': 'Tebur: {columns}',
  'markdown.tableUntitled': 'Tebur',
};

export default translation;
