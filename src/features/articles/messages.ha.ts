import type { Translation } from '@/shared/i18n/translate';
import type { ArticlesMessageKey } from './messages';

/** Hausa (ha) strings for articlesMessages; English is in ./messages.ts. */
const translation: Translation<ArticlesMessageKey> = {
  'article.more': 'Ƙarin bayani game da {category}',
  'article.onlyEnglish': 'Da Turanci kaɗai aka rubuta wannan rubutu.',
  'article.byline': 'Marubuci: {author}. An wallafa {published}.',
  'failed.title': 'Ba a iya buɗe wannan labarin ba',
  'failed.body': 'Ku duba haɗin intanet ɗinku, sannan ku sake gwadawa.',
  'failed.retry': 'Sake gwadawa',
};

export default translation;
