import { defineMessages } from '@/shared/i18n/translate';

/** Strings of a published article's page (the title, summary and body are what staff wrote). */
export const articleMessages = defineMessages(
  {
    en: {
      'article.more': 'More about {category}',
      'article.onlyEnglish': 'This article is written in English only.',
      'article.byline': 'By {author}. Published {published}.',
      'failed.title': 'This article could not be loaded',
      'failed.body': 'Check your connection, then try again.',
      'failed.retry': 'Try again',
    },
  },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
