import type { Translation } from '@/shared/i18n/translate';
import type { PrivacyMessageKey } from './messages';

/** Yoruba (yo) strings for privacyMessages; English is in ./messages.ts. */
const translation: Translation<PrivacyMessageKey> = {
  title: 'Ìkéde ìpamọ́ àṣírí fún Citizen Guide Nigeria',
  intro:
    'Ìkéde yìí ṣàlàyé ìwífún tí Citizen Guide Nigeria ń pamọ́ nígbà tí ẹ bá ń lo ojú-òpó wẹ́ẹ̀bù yìí, ìdí tí a fi ń pamọ́ ọ, bí ó ti pẹ́ tó tí a ó fi pamọ́ ọ, àti àwọn ẹ̀tọ́ yín.',
  updated: 'Ìgbà tí a ṣàtúnṣe rẹ̀ kẹ́yìn: {updated}',
  'contents.heading': 'Ohun tí ó wà nínú rẹ̀',

  'who.heading': 'Ta ni àwa',
  'who.controller':
    'Citizen Guide Nigeria ló ń bójú tó ìwífún tí ìkéde yìí sọ nípa rẹ̀: ní èdè òfin, àwa ni “olùdarí data” (data controller) rẹ̀. Àwa jẹ́ ìtọ́sọ́nà aládàáni sí àwọn iṣẹ́ ìjọba, àwa kì í ṣe ilé-iṣẹ́ ìjọba.',
  'who.law':
    'A ń tẹ̀lé Òfin Ààbò Data Nàìjíríà ti ọdún 2023 (Nigeria Data Protection Act 2023, NDPA). Àjọ Ààbò Data Nàìjíríà (Nigeria Data Protection Commission, NDPC) ni alákòóso tí ó ń rí sí i pé a pa òfin náà mọ́.',
  'who.minimum':
    'A ń gba ìwífún díẹ̀ bí a ti lè ṣe é tó. Ẹ lè ka gbogbo ojú-ìwé láì sọ orúkọ yín, àdírẹ́sì e-mail yín tàbí ohunkóhun mìíràn nípa ara yín fún wa.',

  'newsletter.heading': 'Tí ẹ bá forúkọ sílẹ̀ fún ìwé ìròyìn wa',
  'newsletter.intro': 'A ń pamọ́:',
  'newsletter.email': 'àdírẹ́sì e-mail yín',
  'newsletter.language': 'èdè tí ẹ yàn',
  'newsletter.page': 'ojú-ìwé tí ẹ ti forúkọ sílẹ̀',
  'newsletter.consent': 'ọ̀rọ̀ ìfọwọ́sí tí ẹ rí nígbà tí ẹ forúkọ sílẹ̀',
  'newsletter.times': 'ìgbà tí ẹ forúkọ sílẹ̀ àti ìgbà tí ẹ fìdí rẹ̀ múlẹ̀',
  'newsletter.why':
    'Ìdí: láti fi ìwé ìròyìn tí ẹ béèrè fún ránṣẹ́ sí yín. Ìpìlẹ̀ òfin rẹ̀ ni ìfọwọ́sí yín (consent).',
  'newsletter.confirm':
    'Lákọ̀ọ́kọ́, a ó fi e-mail kan ránṣẹ́ sí yín pẹ̀lú ìjápọ̀ láti fìdí àdírẹ́sì yín múlẹ̀. Títí ẹ ó fi fìdí rẹ̀ múlẹ̀, a kò ní fi ohunkóhun mìíràn ránṣẹ́ sí yín.',
  'newsletter.keep':
    'Bí ó ti pẹ́ tó: títí ẹ ó fi yọ orúkọ yín kúrò. Gbogbo e-mail ní ìjápọ̀ láti yọ orúkọ yín kúrò pẹ̀lú títẹ̀ ẹ̀ẹ̀kan, a ó sì pa àdírẹ́sì yín rẹ́ lẹ́yìn náà. Tí ẹ kò bá fìdí rẹ̀ múlẹ̀ láàrin ọjọ́ 7, a ó pa ìforúkọsílẹ̀ yín rẹ́.',

  'feedback.heading': 'Tí ẹ bá sọ fún wa bóyá ojú-ìwé kan wúlò, tàbí tí ẹ jábọ̀ ìṣòro ìtumọ̀',
  'feedback.intro':
    'Nígbà tí ẹ bá dáhùn “Ṣé ojú-ìwé yìí wúlò?” tàbí tí ẹ lo “Ròyìn ìṣòro kan nínú ìtumọ̀ yìí”, a ń pamọ́:',
  'feedback.page': 'ojú-ìwé àti apá tí ẹ ń kà, àti èdè rẹ̀',
  'feedback.answer': 'ìdáhùn yín àti ohun tí ẹ kọ',
  'feedback.time': 'àkókò tí ẹ fi ránṣẹ́',
  'feedback.nothing': 'A kò pamọ́ ohunkóhun nípa yín: kò sí àdírẹ́sì IP, cookie tàbí ìdánimọ̀ kankan.',
  'feedback.why':
    'Ìdí: láti ṣàtúnṣe àti láti mú àwọn ojú-ìwé wa dára sí i. Ìpìlẹ̀ òfin rẹ̀ ni ànfàní tí ó tọ́ (legitimate interest) tí a ní láti jẹ́ kí àwọn ìtọ́sọ́nà wa péye.',
  'feedback.keep':
    'Bí ó ti pẹ́ tó: a ó pa ohun tí ẹ kọ rẹ́ lẹ́yìn oṣù 12. A ń pamọ́ iye ìdáhùn tí ojú-ìwé kọ̀ọ̀kan gbà.',
  'feedback.warning': 'Ẹ jọ̀wọ́, ẹ má ṣe kọ ìwífún ara ẹni, bí NIN yín tàbí nọ́mbà fóònù yín, sínú ọ̀rọ̀ tí ẹ kọ.',

  'search.heading': 'Nígbà tí ẹ bá wá nǹkan',
  'search.what':
    'A ń ka ohun tí wọ́n wá, ní èdè wo, àti bóyá ó rí nǹkan kan, lójoojúmọ́. A kò pamọ́ àdírẹ́sì IP, cookie tàbí ìdánimọ̀ kankan pẹ̀lú rẹ̀.',
  'search.why':
    'Ìdí: láti mọ àwọn ìtọ́sọ́nà tí àwọn ènìyàn nílò tí a kò tíì kọ. Ìpìlẹ̀ òfin rẹ̀ ni ànfàní tí ó tọ́ tí a ní láti mú ojú-òpó wẹ́ẹ̀bù náà dára sí i.',

  'views.heading': 'Bí a ṣe ń ka àwọn ojú-ìwé tí wọ́n ṣí',
  'views.what':
    'A ń ka àwọn ojú-ìwé tí àwọn ènìyàn ṣí, lójoojúmọ́: ojú-ìwé náà, ọjọ́ náà, èdè náà, àti ojú-òpó wẹ́ẹ̀bù tí ẹ ti wá (orúkọ rẹ̀ nìkan, bí google.com). A kò lo cookie fún èyí, a kò sì pamọ́ àdírẹ́sì IP.',
  'views.unique':
    'Láti mọ iye ènìyàn tí ó yàtọ̀ síra tí ó ṣàbẹ̀wò lójoojúmọ́, a ń ṣe kóòdù ọ̀nà-kan láti inú àdírẹ́sì IP yín àti aṣàwákiri yín, pẹ̀lú àṣírí kan tí ó ń yí padà lójoojúmọ́. Nígbà tí ọjọ́ náà bá parí, a ó pa àṣírí náà àti àwọn kóòdù náà rẹ́, iye àwọn àlejò nìkan ni a ó sì pamọ́, nítorí náà kò sí ẹni tí ó lè fi kóòdù náà tọpa yín.',
  'views.dnt':
    'Tí aṣàwákiri yín bá ń fi “Do Not Track” tàbí “Global Privacy Control” ránṣẹ́, a kò ní ka ohunkóhun.',
  'views.why':
    'Ìdí: láti mọ àwọn ojú-ìwé tí wọ́n ń kà jù, tí ó sì nílò àbójútó jù. Ìpìlẹ̀ òfin rẹ̀ ni ànfàní tí ó tọ́ tí a ní láti ṣiṣẹ́ ojú-òpó wẹ́ẹ̀bù tí ó wúlò.',

  'cookies.heading': 'Àwọn cookie àti ibi ìpamọ́ aṣàwákiri yín',
  'cookies.none': 'Ojú-òpó wẹ́ẹ̀bù fún gbogbo ènìyàn kò gbé cookie kankan sí ẹ̀rọ yín.',
  'cookies.staff':
    'Àwọn òṣìṣẹ́ wa ń gba cookie ìgbà ìwọlé (session cookie) nígbà tí wọ́n bá wọlé. Ó ń jẹ́ kí wọ́n wà nínú rẹ̀, ó sì ń parí nígbà tí wọ́n bá jáde tàbí tí àkókò rẹ̀ bá tán.',
  'cookies.storage':
    'Ibi ìpamọ́ tí ó wà nínú aṣàwákiri yín (localStorage) ń pamọ́ èdè tí ẹ yàn, àwọn ìdáhùn tí ẹ fún wa àti àwọn àkọsílẹ̀ tí ẹ kò tíì parí, lórí ẹ̀rọ yìí nìkan. Ẹ lè pa á rẹ́ nínú ètò aṣàwákiri yín.',

  'logs.heading': 'Àkọsílẹ̀ olupin àti ààbò',
  'logs.what':
    'Olupin (server) wa ń kọ àkọsílẹ̀ ìmọ̀-ẹ̀rọ fún ìbéèrè kọ̀ọ̀kan: àkókò, àdírẹ́sì ojú-ìwé tí wọ́n béèrè, èsì rẹ̀ àti bí ó ti pẹ́ tó. Kò kọ àdírẹ́sì IP yín, àdírẹ́sì e-mail yín tàbí ohun tí ẹ tẹ̀ sílẹ̀. A ń lò ó láti rí àṣìṣe àti láti dáàbò bo ojú-òpó wẹ́ẹ̀bù náà.',
  'logs.limits':
    'Láti dènà kí wọ́n má fi fọ́ọ̀mù kún wa lọ́rùn, olupin ń ka iye fọ́ọ̀mù tí àdírẹ́sì IP kọ̀ọ̀kan fi ránṣẹ́ fún ìṣẹ́jú díẹ̀. Ó ń pa iye kọ̀ọ̀kan mọ́ sínú ibi ìpamọ́ data rẹ̀ lábẹ́ kóòdù ọ̀nà-kan tí a ṣe láti inú àdírẹ́sì IP náà àti àṣírí kan tí ó ń yí padà lójoojúmọ́, kì í ṣe lábẹ́ àdírẹ́sì náà fúnra rẹ̀, kì í sì í ṣe pẹ̀lú ohun tí ẹ fi ránṣẹ́. Ó ń pa iye kọ̀ọ̀kan rẹ́ kí wákàtí méjì tó kọjá.',
  'logs.staff':
    'Fún àwọn òṣìṣẹ́ wa, a ń pamọ́ àkọọ́lẹ̀ wọn (orúkọ, àdírẹ́sì e-mail àti ipa wọn), ìgbà tí wọ́n wọlé àti àwọn àyípadà tí wọ́n ṣe, nínú ìwé àkọsílẹ̀ àyẹ̀wò (audit log). A ń pamọ́ ìgbìyànjú ìwọlé kọ̀ọ̀kan pẹ̀lú àdírẹ́sì IP tí ó ti wá, láti dá àwọn tí ń gbìyànjú láti dá ọ̀rọ̀ aṣínà lámọ̀ dúró.',

  'sharing.heading': 'Ta ni a ń pín in fún',
  'sharing.none':
    'A kì í ta ìwífún yín, a kì í sì í fi fún àwọn olùpolówó ọjà. A kò lo iṣẹ́ ìpolówó ọjà tàbí iṣẹ́ ìtọpa kankan.',
  'sharing.mail': 'A ń fi àwọn e-mail ìwé ìròyìn lé olupin e-mail tí ó ń fi wọ́n jíṣẹ́ lọ́wọ́.',

  'rights.heading': 'Àwọn ẹ̀tọ́ yín',
  'rights.intro':
    'Lábẹ́ Òfin Ààbò Data Nàìjíríà ti ọdún 2023 (Nigeria Data Protection Act 2023, NDPA), ẹ ní ẹ̀tọ́:',
  'rights.informed': 'láti mọ ohun tí a ń pamọ́ nípa yín àti ìdí rẹ̀ (ìkéde yìí)',
  'rights.access': 'láti gba ẹ̀dà ìwífún tí a ń pamọ́ nípa yín',
  'rights.correct': 'láti jẹ́ kí a ṣàtúnṣe rẹ̀ tàbí pa á rẹ́',
  'rights.withdraw':
    'láti fa ìfọwọ́sí yín sẹ́yìn nígbàkígbà, fún àpẹẹrẹ nípa yíyọ orúkọ yín kúrò nínú ìwé ìròyìn',
  'rights.object': 'láti tako bí a ṣe ń lò ó',
  'rights.ask': 'Láti béèrè, ẹ kọ̀wé sí wa pẹ̀lú fọ́ọ̀mù tí ó wà lórí ojú-ìwé “Ẹ kàn sí wa”:',
  'rights.newsletter':
    'Tí ó bá jẹ́ nípa ìwé ìròyìn, ẹ fún wa ní àdírẹ́sì e-mail tí ẹ fi forúkọ sílẹ̀: àwọn òṣìṣẹ́ wa lè fi ohun tí a pamọ́ nípa rẹ̀ ránṣẹ́ sí yín, ṣàtúnṣe rẹ̀ tàbí pa á rẹ́.',
  'rights.contactLink': 'Ẹ kàn sí wa',

  'complaint.heading': 'Bí ẹ ṣe lè fi ẹ̀sùn sùn',
  'complaint.text':
    'Tí inú yín kò bá dùn sí bí a ṣe ń lo ìwífún yín, ẹ jọ̀wọ́ ẹ kọ́kọ́ sọ fún wa. Ẹ tún lè fi ẹ̀sùn sùn sí Àjọ Ààbò Data Nàìjíríà (Nigeria Data Protection Commission, NDPC):',

  'changes.heading': 'Àwọn àyípadà sí ìkéde yìí',
  'changes.text': 'Nígbà tí ohun tí a ń gbà bá yí padà, a ó ṣàtúnṣe ìkéde yìí àti déètì tí ó wà ní òkè rẹ̀.',
};

export default translation;
