import type { Translation } from '@/shared/i18n/translate';
import type { SurroundingsMessageKey } from './surroundingsMessages';

/** Yoruba (yo) strings for surroundingsMessages; English is in ./surroundingsMessages.ts. */
const translation: Translation<SurroundingsMessageKey> = {
  'breadcrumb.label': 'Ipa ọ̀nà',
  'breadcrumb.home': 'Ojú-ìwé àkọ́kọ́',
  'source.official': 'Orísun ìjọba:',
  'source.reviewed': 'Ìgbà tí a ṣàyẹ̀wò rẹ̀ kẹ́yìn:',
  'source.independent':
    'Ìtọ́sọ́nà olómìnira ni èyí, kì í ṣe ojú-òpó ìjọba. Òfin àti owó lè yí padà, nítorí náà ẹ bá {agency} ṣàyẹ̀wò kí ẹ tó sanwó.',
  'sidebar.label': 'Àwọn ìwé tó jọmọ́ ọ àti ìrànlọ́wọ́',
  'related.heading': 'Àwọn ìwé tó jọmọ́ ọ',
  'related.comingSoon': 'Ó ń bọ̀ láìpẹ́',
  'help.heading': 'Ẹ gba ìrànlọ́wọ́',
  'help.official': 'Ojú-òpó wẹ́ẹ̀bù ìjọba ti {agency}',
  'help.contact': 'Ẹ kàn sí wa',
  'help.faqs': 'Ìbéèrè tó wọ́pọ̀',
};

export default translation;
