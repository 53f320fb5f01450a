import { defineMessages } from '@/shared/i18n/translate';

/** Strings of a published article's page (the title, summary and body are what staff wrote). */
const en = {
  'article.more': 'More about {category}',
  'article.onlyEnglish': 'This article is written in English only.',
  'article.byline': 'By {author}. Published {published}.',
  'failed.title': 'This article could not be loaded',
  'failed.body': 'Check your connection, then try again.',
  'failed.retry': 'Try again',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<ArticlesMessageKey>`). */
export type ArticlesMessageKey = keyof typeof en;

export const articlesMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
