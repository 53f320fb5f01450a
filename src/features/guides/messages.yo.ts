import type { Translation } from '@/shared/i18n/translate';
import type { GuidesMessageKey } from './messages';

/** Yoruba (yo) strings for guidesMessages; English is in ./messages.ts. */
const translation: Translation<GuidesMessageKey> = {
  'tabs.label': 'Àwọn abala ìtọ́sọ́nà yìí',
  'pager.label': 'Àwọn apá ìtọ́sọ́nà yìí',
  'pager.next': 'Èyí tó kàn: {part}',
  'pager.previous': 'Èyí tó ṣáájú: {part}',
  'block.caveat': 'Pàtàkì:',
  'translation.notice':
    'A túmọ̀ ìtọ́sọ́nà yìí láti èdè Gẹ̀ẹ́sì. Tí ohunkóhun níbí bá yàtọ̀ sí ti ẹ̀dà Gẹ̀ẹ́sì, ẹ tẹ̀lé ẹ̀dà Gẹ̀ẹ́sì.',
  'translation.readEnglish': 'Ka ìtọ́sọ́nà yìí ní èdè Gẹ̀ẹ́sì',
  'translation.outdated': 'À ń ṣe àtúnṣe ìtumọ̀ yìí; ojú-ìwé èdè Gẹ̀ẹ́sì ní àwọn òtítọ́ tuntun.',
  'share.heading': 'Ẹ pín ìtọ́sọ́nà yìí',
  'share.native': 'Ẹ pín ìjápọ̀ náà',
  'share.nativeFailed': 'Aṣàwákiri yìí kò lè pín ìjápọ̀ náà. Ẹ pín in lórí WhatsApp tàbí kí ẹ ṣe àdàkọ rẹ̀.',
  'share.whatsapp': 'Ẹ pín in lórí WhatsApp',
  'share.copy': 'Ẹ ṣe àdàkọ ìjápọ̀',
  'share.copied': 'A ti ṣe àdàkọ ìjápọ̀ náà.',
  'share.copyFailed': 'A kò lè ṣe àdàkọ ìjápọ̀ náà. Ẹ ṣe àdàkọ àdírẹ́sì yìí dípò rẹ̀:',
};

export default translation;
