import type { Translation } from '@/shared/i18n/translate';
import type { ArticlesMessageKey } from './messages';

/** Yoruba (yo) strings for articlesMessages; English is in ./messages.ts. */
const translation: Translation<ArticlesMessageKey> = {
  'article.more': 'Púpọ̀ sí i nípa {category}',
  'article.onlyEnglish': 'Èdè Gẹ̀ẹ́sì nìkan ni a fi kọ àpilẹ̀kọ yìí.',
  'article.byline': 'Láti ọwọ́ {author}. A gbé e jáde ní {published}.',
  'failed.title': 'A kò lè ṣí àpilẹ̀kọ yìí',
  'failed.body': 'Ẹ ṣàyẹ̀wò ìsopọ̀ yín, lẹ́yìn náà ẹ tún gbìyànjú.',
  'failed.retry': 'Ẹ tún gbìyànjú',
};

export default translation;
