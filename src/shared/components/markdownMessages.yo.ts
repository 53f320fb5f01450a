import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for markdownMessages; English is in ./markdownMessages.ts. */
const translation: Translation = {
  'markdown.table': 'Tábìlì: {columns}',
  'markdown.tableUntitled': 'Tábìlì',
};

export default translation;
