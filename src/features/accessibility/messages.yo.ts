import type { Translation } from '@/shared/i18n/translate';
import type { AccessibilityMessageKey } from './messages';

/** Yoruba (yo) strings for accessibilityMessages; English is in ./messages.ts. */
const translation: Translation<AccessibilityMessageKey> = {
  title: 'Ìkéde ìrọ̀rùn ìlò fún Citizen Guide Nigeria',
  'intro.scope':
    'Ìkéde yìí jẹ mọ́ ojú-òpó wẹ́ẹ̀bù Citizen Guide Nigeria: àwọn ìtọ́sọ́nà rẹ̀, ìṣàwárí àti àwọn ojú-ìwé mìíràn tí gbogbo ènìyàn lè rí, àti apá àwọn òṣìṣẹ́ rẹ̀.',
  'intro.independent': 'Citizen Guide Nigeria jẹ́ ìtọ́sọ́nà aládàáni, kì í ṣe ojú-òpó wẹ́ẹ̀bù ìjọba.',

  'using.heading': 'Lílo ojú-òpó wẹ́ẹ̀bù yìí',
  'using.intro': 'A fẹ́ kí ènìyàn púpọ̀ bí ó ti ṣeé ṣe tó lè lo ojú-òpó wẹ́ẹ̀bù yìí. Fún àpẹẹrẹ, ó yẹ kí ẹ lè:',
  'using.zoom': 'sún ojú-ìwé tóbi dé 400% láìjẹ́ pé ọ̀rọ̀ kọjá etí ojú-ìbòjú',
  'using.textSize': 'mú ọ̀rọ̀ tóbi ní ìlọ́po méjì láìsí ohun tó sọnù',
  'using.keyboard': 'rìn káàkiri ojú-òpó wẹ́ẹ̀bù náà pẹ̀lú kíbọ́ọ̀dù nìkan',
  'using.colours': 'kà á ní àwọ̀ ìmọ́lẹ̀ tàbí àwọ̀ dúdú, bí ẹ ṣe ṣètò fóònù tàbí kọ̀ǹpútà yín',
  'using.motion': 'dá ohun tí ń rìn lójú-ìbòjú dúró pẹ̀lú ètò “reduce motion” (dín ìṣípòpadà kù) lórí ẹ̀rọ yín',
  'using.languages': 'kà á ní èdè Gẹ̀ẹ́sì, Pidgin, Yorùbá, Haúsá tàbí Ìgbò',
  'using.offline':
    'ka àwọn ìtọ́sọ́nà nígbà tí JavaScript bá wà ní pípa, kí ẹ sì tún ojú-ìwé tí ẹ ti ṣí rí ṣí láìsí ìsopọ̀ íntánẹ́ẹ̀tì',
  'using.plain': 'A tún ti gbìyànjú láti kọ ọ̀rọ̀ náà ní ọ̀nà tó rọrùn jù lọ.',

  'status.heading': 'Bí ojú-òpó wẹ́ẹ̀bù yìí ṣe tẹ̀lé ìlànà tó',
  'status.aim':
    'Àfojúsùn wa ni láti tẹ̀lé Web Content Accessibility Guidelines (WCAG) ẹ̀dà 2.2 ní ìpele AA, ìlànà àgbáyé fún ojú-òpó wẹ́ẹ̀bù tí gbogbo ènìyàn lè lò.',
  'status.partial':
    'Ojú-òpó wẹ́ẹ̀bù yìí tẹ̀lé WCAG 2.2 AA ní apá kan nìkan, nítorí àwọn ìṣòro tí a kọ sí abẹ́ “Ohun tí kò tíì ṣiṣẹ́”.',

  'problems.heading': 'Ohun tí kò tíì ṣiṣẹ́',
  'problems.wcag.heading': 'Ibi tí a kò ti tẹ̀lé WCAG 2.2 AA',
  'problems.wcag.articleLanguage':
    'Èdè Gẹ̀ẹ́sì nìkan ni àwọn àpilẹ̀kọ tí àwọn òṣìṣẹ́ wa kọ wà. Nígbà tí ẹ bá ti yan èdè mìíràn, a kò sàmì sí ọ̀rọ̀ àpilẹ̀kọ náà pé Gẹ̀ẹ́sì ni, nítorí náà ètò tí ń ka ojú-ìbòjú sókè (screen reader) lè kà á pẹ̀lú ohùn tí kò tọ́. Èyí kùnà ìlànà WCAG 2.2 3.1.2 (Language of Parts).',
  'problems.other.heading': 'Àwọn ìṣòro mìíràn tí a mọ̀',
  'problems.other.translations':
    'Àwọn tí èdè náà jẹ́ èdè abínibí wọn kò tíì ṣàyẹ̀wò ìtumọ̀ Pidgin, Yorùbá, Haúsá àti Ìgbò, nítorí náà àwọn ọ̀rọ̀ kan lè má tọ̀nà tàbí kí wọ́n ṣòro láti yé ni. Ìtọ́sọ́nà tí a túmọ̀ ní ìjápọ̀ sí ẹ̀dà Gẹ̀ẹ́sì rẹ̀, èyí tí ó yẹ kí ẹ tẹ̀lé.',
  'problems.other.languageDelay':
    'Tí ẹ bá ti yan èdè mìíràn, ojú-ìwé kọ̀ọ̀kan yóò hàn ní Gẹ̀ẹ́sì fún ìgbà díẹ̀ nígbà tí ó bá ṣí, títí èdè yín yóò fi dé. Tí ìsopọ̀ yín bá lọ́ra, yóò pẹ́ jù bẹ́ẹ̀ lọ.',
  'problems.other.feedbackTap':
    'Tí ìsopọ̀ yín bá lọ́ra, títẹ “Bẹ́ẹ̀ ni” tàbí “Rárá” lábẹ́ “Ṣé ojú-ìwé yìí wúlò?” kò ní ṣe nǹkankan títí apá ojú-ìwé náà yóò fi dé tán. Tí nǹkankan kò bá ṣẹlẹ̀, ẹ dúró díẹ̀ kí ẹ sì tún tẹ̀ ẹ́.',
  'problems.other.staffArea':
    'Apá àwọn òṣìṣẹ́ jẹ́ àfihàn lásán: àpẹẹrẹ ni àwọn iye inú rẹ̀, inú aṣàwákiri nìkan sì ni a ti ń ṣàyẹ̀wò ìwọlé àwọn òṣìṣẹ́. Ó ń gba àyẹ̀wò aládàáṣe kan náà bí àwọn ojú-ìwé gbogbo ènìyàn.',

  'testing.heading': 'Bí a ṣe ṣàyẹ̀wò ojú-òpó wẹ́ẹ̀bù yìí',
  'testing.intro':
    'Àwọn àyẹ̀wò aládàáṣe ń ṣiṣẹ́ ní gbogbo ìgbà tí kóòdù ojú-òpó wẹ́ẹ̀bù náà bá yí padà. Wọ́n ń ṣí gbogbo ojú-ìwé gbogbo ènìyàn àti apá àwọn òṣìṣẹ́ nínú Chromium, ẹ̀rọ aṣàwákiri Google Chrome, ní fífẹ̀ fóònù (pixel 375) àti ti kọ̀ǹpútà (pixel 1280), ní àwọ̀ ìmọ́lẹ̀ àti àwọ̀ dúdú. Wọ́n ń ṣàyẹ̀wò pé:',
  'testing.axe':
    'axe-core, irinṣẹ́ àyẹ̀wò ìrọ̀rùn ìlò, kò rí ìkùnà kankan nínú àwọn òfin WCAG 2.2 A àti AA tí ó ń ṣàyẹ̀wò, pẹ̀lú àwọn àkójọ-àṣàyàn tí a ṣí, lórí èsì ìṣàwárí àti ọ̀rọ̀ àṣìṣe, àti ní gbogbo apá ìtọ́sọ́nà NIN',
  'testing.keyboard':
    'àwọn àkójọ-àṣàyàn, táàbù àti fọ́ọ̀mù ń ṣiṣẹ́ pẹ̀lú bọ́tìnnì Tab, Enter, Space, ọfà àti Escape, ohunkóhun tí kíbọ́ọ̀dù bá sì wà lórí rẹ̀ ń fi ìlà tó hàn kedere hàn',
  'testing.reflow':
    'àwọn ojú-ìwé kì í yí sí ẹ̀gbẹ́ tàbí gé ọ̀rọ̀ kúrò ní fífẹ̀ pixel 320 (bí ìgbà tí a sún un tóbi dé 400%), tàbí nígbà tí ọ̀rọ̀ bá wà ní 200% láti fífẹ̀ pixel 320 dé 1280',
  'testing.targets':
    'gbogbo ìjápọ̀, bọ́tìnnì àti àyè ìkọ̀wé jẹ́ ó kéré tán pixel 24 ní gígùn àti ní fífẹ̀, àti pixel 44 lórí fóònù, àyàfi ìjápọ̀ tí ó wà nínú gbólóhùn',
  'testing.contrast':
    'ọ̀rọ̀ àti àwọn bọ́tìnnì ní ìyàtọ̀ àwọ̀ tó tó, bákan náà nígbà tí kíbọ́ọ̀dù bá wà lórí wọn tàbí tí àmì-ìtọ́ka bá wà lórí wọn',
  'testing.motion': 'kò sí ohun tí ń rìn nígbà tí ẹ̀rọ bá béèrè fún ìṣípòpadà díẹ̀ (reduced motion)',
  'testing.screenReaders':
    'ojú-ìwé kọ̀ọ̀kan ní àkọlé àti orí-ọ̀rọ̀ tirẹ̀, kíbọ́ọ̀dù ń lọ sí orí-ọ̀rọ̀ tuntun lẹ́yìn tí ojú-ìwé bá yí padà, àṣìṣe fọ́ọ̀mù so mọ́ àyè wọn, a sì sàmì sí àwọn ìfiránṣẹ́ bí ọpẹ́ àti àṣìṣe kí ètò tí ń ka ojú-ìbòjú sókè lè kéde wọn',
  'testing.tools':
    'A kọ àwọn àyẹ̀wò náà pẹ̀lú Playwright, wọ́n sì ń lo axe-core. A tún ti ṣe àyẹ̀wò ìrọ̀rùn ìlò Google Lighthouse lórí àwọn ojú-ìwé gbogbo ènìyàn.',
  'testing.notYet.heading': 'Ohun tí a kò tíì ṣàyẹ̀wò',
  'testing.notYet.screenReaders':
    'A kò tíì ṣàyẹ̀wò ojú-òpó wẹ́ẹ̀bù náà pẹ̀lú ètò tí ń ka ojú-ìbòjú sókè bí TalkBack, NVDA, JAWS tàbí VoiceOver, tàbí pẹ̀lú ìṣàkóso ohùn tàbí ohun tí ń fẹ ojú-ìbòjú tóbi.',
  'testing.notYet.browsers':
    'A kò tíì ṣàyẹ̀wò rẹ̀ nínú àwọn aṣàwákiri mìíràn bí Firefox, Safari tàbí Opera Mini, tàbí lórí fóònù gidi.',
  'testing.notYet.people': 'Àwọn ènìyàn tí wọ́n ní àìlera kò tíì bá wa ṣàyẹ̀wò rẹ̀.',
  'testing.notYet.audit': 'Kò sí àjọ kankan láti òde tí ó tíì yẹ̀ ẹ́ wò.',

  'report.heading': 'Bí ẹ ṣe lè sọ fún wa nípa ìṣòro',
  'report.wanted':
    'Tí ẹ bá rí ìṣòro tí a kò kọ síbí, tàbí tí ẹ kò bá lè lo apá kan ojú-òpó wẹ́ẹ̀bù yìí, a fẹ́ mọ̀.',
  'report.noWayYet':
    'Ẹ kò tíì lè fi ìròyìn ránṣẹ́ sí wa láti orí ojú-òpó wẹ́ẹ̀bù yìí. A ṣì ń kọ ojú-ìwé ìkànsí wa, inú aṣàwákiri yín nìkan sì ni àwọn ìdáhùn yín sí “Ṣé ojú-ìwé yìí wúlò?” ń wà: wọn kì í dé ọ̀dọ̀ wa.',
  'report.sources':
    'Ní báyìí ná, ìtọ́sọ́nà NIN ní ìjápọ̀ sí ojú-òpó wẹ́ẹ̀bù NIMC, àjọ tí ń fúnni ní NIN, ojú-ìwé Àwọn ìwé pàtàkì sì sọ ibi tí ẹ lè lọ fún àwọn ìwé mìíràn.',

  'prepared.heading': 'Ìpèsè ìkéde yìí',
  'prepared.date': 'A pèsè ìkéde yìí ní {preparedOn}. Ó dá lórí àwọn àyẹ̀wò aládàáṣe tí a ṣàlàyé lókè.',
};

export default translation;
