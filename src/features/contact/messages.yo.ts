import type { Translation } from '@/shared/i18n/translate';
import type { ContactMessageKey } from './messages';

/** Yoruba (yo) strings for contactMessages; English is in ./messages.ts. */
const translation: Translation<ContactMessageKey> = {
  'contact.intro':
    'Citizen Guide Nigeria jẹ́ ìtọ́sọ́nà aládàáni sí àwọn iṣẹ́ ìjọba. Àwa kì í ṣe ilé-iṣẹ́ ìjọba, a kò sì lè ṣiṣẹ́ fún ìkankan nínú wọn.',
  'contact.can.heading': 'Ohun tí a lè ràn yín lọ́wọ́ fún',
  'contact.can.mistake': 'Àṣìṣe, owó tí ó ti yí padà tàbí ìjápọ̀ tí kò ṣiṣẹ́ lórí ọ̀kan nínú àwọn ojú-ìwé wa.',
  'contact.can.translation': 'Ìṣòro kan nínú ìtumọ̀.',
  'contact.can.missing': 'Ìtọ́sọ́nà tí ẹ wá tí ẹ kò rí.',
  'contact.can.how':
    'Ẹ sọ fún wa pẹ̀lú “Ṣé ojú-ìwé yìí wúlò?” nísàlẹ̀ yìí, tàbí ní ìsàlẹ̀ ìtọ́sọ́nà tàbí àpilẹ̀kọ náà: ọ̀rọ̀ yín yóò dé ọ̀dọ̀ àwọn olóòtú wa pẹ̀lú ojú-ìwé àti èdè tí ẹ ń kà.',
  'contact.cannot.heading': 'Ohun tí a kò lè ṣe',
  'contact.cannot.issue': 'A kò lè fúnni, sọ dọ̀tun tàbí ṣàtúnṣe ìwé tàbí nọ́mbà kankan.',
  'contact.cannot.records': 'A kò lè rí tàbí yẹ àkọsílẹ̀ yín wò, tàbí bí ìbéèrè yín ṣe ń lọ sí.',
  'contact.cannot.pay': 'A kì í gba owó, a kò sì ní béèrè NIN, BVN, ọ̀rọ̀ aṣínà tàbí PIN yín láéláé.',
  'contact.agencies.heading': 'Ibi tí ẹ ó lọ fún ìwé kọ̀ọ̀kan',
  'contact.agencies.intro':
    'Ilé-iṣẹ́ tí ó ń fúnni ní ìwé nìkan ló lè ràn yín lọ́wọ́ nípa rẹ̀. Ẹ lọ sí ọ́fíìsì wọn tàbí ojú-òpó wẹ́ẹ̀bù wọn.',
  'contact.agencies.document': 'Ìwé',
  'contact.agencies.agency': 'Ẹni tí ó ń fúnni',
  'contact.agencies.website': 'Ojú-òpó wẹ́ẹ̀bù',
  'contact.agencies.noSite': 'Ẹ béèrè ní ọ́fíìsì wọn tí ó súnmọ́ yín',
  'contact.agencies.nimc':
    'Àjọ Tó Ń Mójútó Ìdánimọ̀ Orílẹ̀-èdè (National Identity Management Commission, NIMC)',
  'contact.safety':
    'Ẹ ṣọ́ra fún ẹnikẹ́ni tí ó bá béèrè owó láti bá yín gba ìwé kíákíá. Ẹ san owó nípasẹ̀ ọ̀nà tí ilé-iṣẹ́ náà fọwọ́ sí nìkan.',
};

export default translation;
