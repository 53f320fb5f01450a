import type { Translation } from '@/shared/i18n/translate';

/** Nigerian Pidgin (pcm) strings for articleMessages; English is in ./messages.ts. */
const translation: Translation = {
  'article.more': 'More about {category}',
  'article.byline': 'Na {author} write am. Dem publish am {published}.',
  'article.lastUpdated': 'Last update {date}',
  'article.seeUpdates': 'see all di updates',
  'article.updates': 'Updates to dis page',
  'article.firstPublished': 'Na di first time dem publish am.',
  'failed.title': 'We no fit load dis article',
  'failed.body': 'Check your connection, then try again.',
  'failed.retry': 'Try again',
};

export default translation;
