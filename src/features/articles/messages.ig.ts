import type { Translation } from '@/shared/i18n/translate';
import type { ArticlesMessageKey } from './messages';

/** Igbo (ig) strings for articlesMessages; English is in ./messages.ts. */
const translation: Translation<ArticlesMessageKey> = {
  'article.more': 'Ihe ndị ọzọ gbasara {category}',
  'article.onlyEnglish': "Naanị n'asụsụ Bekee ka e dere edemede a.",
  'article.byline': 'Onye dere ya: {author}. E bipụtara ya {published}.',
  'failed.title': 'Enweghị ike imeghe edemede a',
  'failed.body': 'Lelee njikọ gị, wee nwaa ọzọ.',
  'failed.retry': 'Nwaa ọzọ',
};

export default translation;
