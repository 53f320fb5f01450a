import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for articleMessages; English is in ./messages.ts. */
const translation: Translation = {
  'article.more': 'Ƙarin bayani game da {category}',
  'article.byline': 'Marubuci: {author}. An wallafa {published}.',
  'article.lastUpdated': 'An sabunta a ƙarshe {date}',
  'article.seeUpdates': 'duba duk sabuntawa',
  'article.updates': 'Sabuntawa ga wannan shafi',
  'article.firstPublished': 'An wallafa a karon farko.',
  'failed.title': 'Ba a iya buɗe wannan labarin ba',
  'failed.body': 'Ku duba haɗin intanet ɗinku, sannan ku sake gwadawa.',
  'failed.retry': 'Sake gwadawa',
};

export default translation;
