import type { Translation } from '@/shared/i18n/translate';

/** Igbo (ig) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation = {
  'markdown.table': 'Tebụl: {columns}',
  'markdown.tableUntitled': 'Tebụl',
};

export default translation;
