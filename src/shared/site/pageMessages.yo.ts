import type { Translation } from '@/shared/i18n/translate';
import type { PageMessageKey } from './pageMessages';

/** Yoruba (yo) strings for pageMessages; English is in ./pageMessages.ts. */
const translation: Translation<PageMessageKey> = {
  'notFound.title': '404 - A kò rí ojú-ìwé náà',
  'notFound.body':
    'A kò rí ojú-ìwé yẹn. Ó lè jẹ́ pé wọ́n ti gbé e lọ síbòmíràn, tàbí pé a kò tíì kọ ìtọ́sọ́nà náà. À ń pèsè ọ̀pọ̀ jù lọ àwọn abala lọ́wọ́, àyàfi “Àwọn ìwé pàtàkì”.',
  'notFound.home': 'Padà sí ojú-ìwé àkọ́kọ́',
  'notFound.support': 'Ẹ kàn sí ẹ̀ka ìrànlọ́wọ́',
  'notFound.searchTitle': 'Ṣàwárí lórí ojú-òpó',
  'notFound.waysOn': 'Tàbí kí ẹ bẹ̀rẹ̀ láti ìtọ́sọ́nà kan tó ti ṣetán:',
  'unauthorized.title': 'Kò sí àṣẹ láti wọlé',
  'unauthorized.body': 'Àwọn alábòójútó nìkan ló lè wọ ojú-ìwé yìí.',
  'unauthorized.home': 'Padà sí ojú-ìwé àkọ́kọ́',
  'unauthorized.login': 'Wọlé gẹ́gẹ́ bí Admin',
  'gone.title': 'A ti yọ àpilẹ̀kọ yìí kúrò',
  'gone.body':
    'Àpilẹ̀kọ tó wà ní àdírẹ́sì yìí kò sí lórí ojú-òpó mọ́. Ẹ ṣàwárí kókó náà lórí ojú-òpó, tàbí kí ẹ bẹ̀rẹ̀ láti ojú-ìwé àkọ́kọ́.',
  'gone.guideTitle': 'A ti yọ ìtọ́sọ́nà yìí kúrò',
  'gone.guideBody':
    'Ìtọ́sọ́nà tó wà ní àdírẹ́sì yìí kò sí lórí ojú-òpó mọ́. Ẹ béèrè lọ́wọ́ àjọ tó ń fúnni ní ìwé náà, ẹ ṣàwárí lórí ojú-òpó, tàbí kí ẹ bẹ̀rẹ̀ láti ojú-ìwé àkọ́kọ́.',
  'gone.search': 'Ṣàwárí lórí ojú-òpó',
  'gone.home': 'Padà sí ojú-ìwé àkọ́kọ́',
};

export default translation;
