import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for guideMessages; English is in ./messages.ts. */
const translation: Translation = {
  'staff.factsDue':
    'Àwọn òtítọ́ ojú-ìwé yìí tí ó yẹ kí a yẹ̀ wò: {count}. Yẹ ọ̀kọ̀ọ̀kan wò lára orísun ìjọba rẹ̀, lẹ́yìn náà jẹ́rìí sí i tàbí ṣàtúnṣe rẹ̀ nínú àbójútó. A kì í sọ fún àwọn olùṣàbẹ̀wò.',
  'staff.open': 'Ṣí àkójọ àkóónú',
  'breadcrumb.label': 'Ipa ọ̀nà',
  'breadcrumb.home': 'Ojú-ìwé àkọ́kọ́',
  'tabs.label': 'Àwọn abala ìtọ́sọ́nà yìí',
  'source.official': 'Orísun ìjọba:',
  'source.reviewed': 'Ìgbà tí a ṣàyẹ̀wò rẹ̀ kẹ́yìn:',
  'source.independent':
    'Ìtọ́sọ́nà olómìnira ni èyí, kì í ṣe ojú-òpó ìjọba. Òfin àti owó lè yí padà, nítorí náà ẹ bá {agency} ṣàyẹ̀wò kí ẹ tó sanwó.',
  'pager.label': 'Àwọn apá ìtọ́sọ́nà yìí',
  'pager.next': 'Èyí tó kàn: {part}',
  'pager.previous': 'Èyí tó ṣáájú: {part}',
  'block.caveat': 'Pàtàkì:',
  'translation.notice':
    'A túmọ̀ ìtọ́sọ́nà yìí láti èdè Gẹ̀ẹ́sì. Tí ohunkóhun níbí bá yàtọ̀ sí ti ẹ̀dà Gẹ̀ẹ́sì, ẹ tẹ̀lé ẹ̀dà Gẹ̀ẹ́sì.',
  'translation.readEnglish': 'Ka ìtọ́sọ́nà yìí ní èdè Gẹ̀ẹ́sì',
  'translation.checked': 'Ìgbà tí a yẹ ìtumọ̀ yìí wò kẹ́yìn: {date}.',
  'translation.machine': 'Ẹ̀rọ ló ràn wá lọ́wọ́ láti ṣe ìtumọ̀ yìí: ọmọ ìbílẹ̀ èdè náà kò tíì yẹ̀ ẹ́ wò.',
  'translation.reviewed': '{reviewer}, ọmọ ìbílẹ̀ èdè náà, ló yẹ̀ ẹ́ wò.',
  'translation.outdated': 'À ń ṣe àtúnṣe ìtumọ̀ yìí; ojú-ìwé èdè Gẹ̀ẹ́sì ní àwọn òtítọ́ tuntun.',
  'sidebar.label': 'Àwọn ìwé tó jọmọ́ ọ àti ìrànlọ́wọ́',
  'related.heading': 'Àwọn ìwé tó jọmọ́ ọ',
  'related.comingSoon': 'Ó ń bọ̀ láìpẹ́',
  'help.heading': 'Ẹ gba ìrànlọ́wọ́',
  'help.official': 'Ojú-òpó wẹ́ẹ̀bù ìjọba ti {agency}',
  'help.contact': 'Ẹ kàn sí wa',
  'help.faqs': 'Ìbéèrè tó wọ́pọ̀',
  'share.heading': 'Ẹ pín ìtọ́sọ́nà yìí',
  'share.native': 'Ẹ pín ìjápọ̀ náà',
  'share.nativeFailed': 'Aṣàwákiri yìí kò lè pín ìjápọ̀ náà. Ẹ pín in lórí WhatsApp tàbí kí ẹ ṣe àdàkọ rẹ̀.',
  'share.whatsapp': 'Ẹ pín in lórí WhatsApp',
  'share.copy': 'Ẹ ṣe àdàkọ ìjápọ̀',
  'share.copied': 'A ti ṣe àdàkọ ìjápọ̀ náà.',
  'share.copyFailed': 'A kò lè ṣe àdàkọ ìjápọ̀ náà. Ẹ ṣe àdàkọ àdírẹ́sì yìí dípò rẹ̀:',
};

export default translation;
