import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for guideEditorMessages; English is in ./messages.ts. */
const translation: Translation = {
  'language.label': 'Èdè tí ẹ ń ṣàtúnṣe',
  'part.label': 'Apá ìtọ́sọ́nà',
  'part.about': 'Àkọlé àti àjọ',
  'part.facts': 'Òtítọ́ àti iye',
  'part.tab': 'Táàbù: {label}',
  'section.title': 'Abala {n}: {heading}',
  'text.title': 'Àkọlé ojú-ìwé',
  'text.shortTitle': 'Àkọlé kúkúrú (nínú ipa-ọ̀nà)',
  'text.intro': 'Ìfáárà',
  'text.agencyName': 'Orúkọ àjọ ní kíkún',
  'text.agencyShort': 'Orúkọ kúkúrú àjọ',
  'text.tabLabel': 'Orúkọ táàbù yìí',
  'text.heading': 'Àkọlé',
  'text.paragraph': 'Ìpínrọ̀ {n}',
  'text.caveat': 'Àkíyèsí pàtàkì {n}',
  'text.item': 'Ohun kẹ́ {n} nínú àtòjọ',
  'text.step': 'Ìgbésẹ̀ {n}',
  'text.term': 'Ọ̀rọ̀ {n}',
  'text.detail': 'Àlàyé {n}',
  'text.question': 'Ìbéèrè {n}',
  'text.answer': 'Ìdáhùn {n}',
  'text.english': 'Gẹ̀ẹ́sì: {text}',
  'text.fallsBack': 'Bí ẹ bá fi sílẹ̀ lófo, ọ̀rọ̀ yìí yóò hàn ní Gẹ̀ẹ́sì.',
  'text.placeholders':
    'Àwọn ọ̀rọ̀ inú àmì àkámọ́, bí {example}, ni a ó fi iye inú ìtọ́sọ́nà tàbí nọ́ńbà tí a ó tẹ̀ rọ́pò: ẹ má ṣe yí wọn padà, ní èdè kankan.',
  'agency.url': 'Ojú-òpó wẹ́ẹ̀bù àjọ',
  'reviewed.label': 'Ọjọ́ tí a yẹ gbogbo ìtọ́sọ́nà wò kẹ́yìn',
  'figure.value': 'Iye {name}',
  'figure.naira': 'Iye owó {name}, ní náírà',
  'figure.year': 'Ọdún {name}',
  'figure.month': 'Oṣù {name} (1–12)',
  'fact.source': 'Orísun ìjọba (àdírẹ́sì https://)',
  'fact.lastChecked': 'Ọjọ́ tí a yẹ̀ ẹ́ wò kẹ́yìn',
  'fact.checkBy': 'Ẹ yẹ̀ ẹ́ wò lẹ́ẹ̀kan sí i kí ó tó di',
  'fact.overdue': 'Ó ti yẹ kí a yẹ̀ ẹ́ wò láti {date}',
  'fact.checkedToday': 'Mo yẹ èyí wò lónìí',
  'due.title': 'Òtítọ́ {count} nínú ìtọ́sọ́nà yìí ló yẹ kí a yẹ̀ wò',
  'due.body':
    'Ẹ fi ọ̀kọ̀ọ̀kan wé orísun ìjọba rẹ̀, lẹ́yìn náà ẹ yan “Mo yẹ èyí wò lónìí” tàbí kí ẹ ṣàtúnṣe rẹ̀, kí ẹ sì fi pamọ́. Àwọn àlejò kò ní rí èyí.',
  unreadable:
    'A kò lè ka àkóónú ìtọ́sọ́nà yìí bí ìtọ́sọ́nà ({problem}). A ń fi hàn bí ó ti wà ní ìpamọ́, kí nǹkan kan má bàa sọnù: ẹ tún un ṣe tàbí kí ẹ mú ẹ̀dà àtijọ́ padà láti inú ìtàn.',
  'raw.label': 'Ìtọ́sọ́nà bí ó ti wà ní ìpamọ́ (JSON)',
};

export default translation;
