import type { Translation } from '@/shared/i18n/translate';
import type { GeneratorMessageKey } from './messages';

/** Yoruba (yo) strings for generatorMessages; English is in ./messages.ts. */
const translation: Translation<GeneratorMessageKey> = {
  'generator.title': 'Olùṣẹ̀dá àkóónú AI',
  'generator.intro':
    'Ẹ tẹ̀ kókó-ọ̀rọ̀ kan, kí ẹ sì yan ẹ̀ka kan láti gba àkọ́kọ ìtọ́sọ́nà. Inú aṣàwákiri yín ni a ti ń ṣe àkọ́kọ náà láti inú àwọn àwòṣe tó ní ìṣirò àpẹẹrẹ, nítorí náà ẹ ṣàyẹ̀wò gbogbo òkodoro ọ̀rọ̀ kí ẹ tó gbé e jáde.',
  'field.topic': 'Kókó-ọ̀rọ̀',
  'field.topicHint': 'Fún àpẹẹrẹ: sísọ ìwé ìrìnnà ilẹ̀ òkèèrè dọ̀tun',
  'field.category': 'Ẹ̀ka',
  'field.seed': 'Nọ́mbà ìpìlẹ̀ (seed, kò pọn dandan)',
  'field.seedHint':
    'Nọ́mbà ìpìlẹ̀ kan náà, kókó-ọ̀rọ̀ kan náà àti ẹ̀ka kan náà máa ń fúnni ní àkọ́kọ kan náà nígbà gbogbo. A máa ń yan nọ́mbà ìpìlẹ̀ tuntun lẹ́yìn àkọ́kọ kọ̀ọ̀kan.',
  'field.seedInvalid': 'Ẹ tẹ̀ odidi nọ́mbà láti 0 sí 999999.',
  generate: 'Ṣẹ̀dá',
  generating: 'Ó ń ṣẹ̀dá...',
  'status.generating': 'À ń ṣẹ̀dá àkóónú nípa “{topic}”…',
  'status.ready': 'Ìwòṣáájú ti ṣetán: {title}',
  'preview.title': 'Ìwòṣáájú',
  'preview.empty': 'Àkọ́kọ yín máa hàn níbí.',
  'preview.figuresNote':
    'Àwọn iye tí a sàmì sí jẹ́ àpẹẹrẹ lásán, kì í ṣe òtítọ́. Ẹ ṣàyẹ̀wò ọ̀kọ̀ọ̀kan wọn pẹ̀lú orísun ìjọba kí ẹ tó tẹ̀ ẹ́ jáde.',
  'preview.sampleFigure': '(iye àpẹẹrẹ: ẹ ṣàyẹ̀wò rẹ̀ kí ẹ tó tẹ̀ ẹ́ jáde)',
  'preview.status': 'Àkọ́kọ',
  'preview.seed': 'Nọ́mbà ìpìlẹ̀ {seed} — ẹ tẹ̀ ẹ́ láti rí àkọ́kọ yìí kan náà padà',
  publish: 'Gbé àkóónú jáde',
  discard: 'Sọ ọ́ nù',
};

export default translation;
