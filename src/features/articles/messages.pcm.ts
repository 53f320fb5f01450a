import type { Translation } from '@/shared/i18n/translate';
import type { ArticlesMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for articlesMessages; English is in ./messages.ts. */
const translation: Translation<ArticlesMessageKey> = {
  'article.more': 'More about {category}',
  'article.onlyEnglish': 'Na only English we take write dis article.',
  'article.byline': 'Na {author} write am. Dem publish am {published}.',
  'failed.title': 'We no fit load dis article',
  'failed.body': 'Check your connection, then try again.',
  'failed.retry': 'Try again',
};

export default translation;
