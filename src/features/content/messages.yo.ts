import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for contentMessages; English is in ./messages.ts. */
const translation: Translation = {
  'manager.title': 'Ìṣàkóso àkóónú',
  'manager.intro':
    'Ẹ fi ìtọ́sọ́nà kún un, ẹ ṣàtúnṣe, ẹ gbé jáde, kí ẹ sì yọ àwọn ìtọ́sọ́nà tó wà lórí ojú-òpó kúrò. A máa ń fi àwọn àyípadà pamọ́ sínú aṣàwákiri yìí.',
  'add.title': 'Fi àkóónú kún un',
  'add.submit': 'Fi àkóónú kún un',
  'edit.title': 'Ṣàtúnṣe àkóónú',
  'edit.submit': 'Fi àwọn àyípadà pamọ́',
  'edit.cancel': 'Fagilé',
  'dialog.close': 'Pa á dé',
  'field.title': 'Àkọlé',
  'field.category': 'Ẹ̀ka',
  'field.status': 'Ipò',
  'field.content': 'Àkóónú',
  'error.title': 'Ẹ tẹ àkọlé.',
  'error.content': 'Ẹ tẹ àkóónú.',
  'status.draft': 'Àkọ́kọ',
  'status.published': 'Ti jáde',
  'list.title': 'Gbogbo àkóónú ({count})',
  'list.empty': 'Kò tíì sí àkóónú kankan. Ẹ fi èyí àkọ́kọ́ kún un pẹ̀lú fọ́ọ̀mù tó wà lókè.',
  'col.title': 'Àkọlé',
  'col.category': 'Ẹ̀ka',
  'col.status': 'Ipò',
  'col.created': 'Ọjọ́ ìdásílẹ̀',
  'col.modified': 'Ọjọ́ àtúnṣe',
  'col.author': 'Òǹkọ̀wé',
  'col.actions': 'Ìgbésẹ̀',
  'action.edit': 'Ṣàtúnṣe',
  'action.publish': 'Gbé jáde',
  'action.unpublish': 'Dá padà sí àkọ́kọ',
  'action.delete': 'Pa á rẹ́',
  'delete.title': 'Pa àkóónú rẹ́',
  'delete.body': 'Ṣé kí a pa “{title}” rẹ́? A kò ní lè dá a padà.',
  'delete.cancel': 'Fagilé',
  'delete.confirm': 'Pa á rẹ́',
  'article.more': 'Púpọ̀ sí i nípa {category}',
  'article.byline': 'Láti ọwọ́ {author}. A gbé e jáde ní {created}, a ṣe àtúnṣe rẹ̀ kẹ́yìn ní {modified}.',
};

export default translation;
