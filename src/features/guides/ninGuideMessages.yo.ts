import type { Translation } from '@/shared/i18n/translate';
import type { NinGuideMessageKey } from './ninGuideMessages';

/** Yoruba (yo) strings for ninGuideMessages; English is in ./ninGuideMessages.ts. */
const translation: Translation<NinGuideMessageKey> = {
  title: 'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN)',
  shortTitle: 'NIN',
  intro: 'Bí ẹ ṣe lè gba NIN yín, ohun tí ẹ máa mú wá, iye tí ó ń náni, àti bí ẹ ṣe lè ṣàyẹ̀wò rẹ̀.',
  agency: 'Àjọ Tó Ń Mójútó Ìdánimọ̀ Orílẹ̀-èdè (National Identity Management Commission, NIMC)',
  agencyShort: 'NIMC',
  'tab.overview': 'Àkópọ̀',
  'tab.requirements': 'Ohun tí ẹ nílò',
  'tab.process': 'Ìgbésẹ̀',
  'tab.verification': 'Ìṣàyẹ̀wò',
  'tab.faqs': 'Ìbéèrè tó wọ́pọ̀',
  'overview.what.heading': 'Kí ni NIN?',
  'overview.what.p1':
    'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN) jẹ́ nọ́mbà tí ó ń fi ẹni tí ẹ jẹ́ hàn. Àjọ Tó Ń Mójútó Ìdánimọ̀ Orílẹ̀-èdè (National Identity Management Commission, NIMC) ni yóò fún yín ní i nígbà tí ẹ bá forúkọsílẹ̀.',
  'overview.what.p2':
    'NIN yín jẹ́ àmì ìdánimọ̀ títí ayé. Kì í yí padà ní gbogbo ayé yín, kò ní ọjọ́ ìparí, wọn kì í sì í fún ẹlòmíràn ní i láé.',
  'overview.glance.heading': 'Ní ṣókí',
  'overview.glance.length': 'Gígùn rẹ̀',
  'overview.glance.lengthValue': 'Ẹyọ nọ́mbà {digits}',
  'overview.glance.lasts': 'Bí ó ṣe ń pẹ́ tó',
  'overview.glance.lastsValue': 'Títí ayé. Kò ní ọjọ́ ìparí láé.',
  'overview.glance.cost': 'Owó ìforúkọsílẹ̀',
  'overview.glance.costValue': 'Ọ̀fẹ́ ní ìgbà àkọ́kọ́',
  'overview.glance.issuer': 'Ta ló ń fúnni',
  'overview.glance.issuerValue': 'NIMC',
  'overview.why.heading': 'Ìdí tí ẹ fi nílò rẹ̀',
  'overview.why.intro': 'Ọ̀pọ̀ ọ́fíìsì máa ń béèrè NIN yín kí wọ́n tó ṣe iṣẹ́ fún yín. Ẹ lè nílò rẹ̀ láti:',
  'overview.why.sim': 'so káàdì SIM yín pọ̀ mọ́ nọ́mbà fóònù yín',
  'overview.why.bank': 'ṣí àkáǹtì ilé-ìfowópamọ́, tàbí ṣe àtúnṣe àlàyé rẹ̀',
  'overview.why.documents': 'béèrè fún ìwé ìrìnnà tàbí ìwé ìjọba mìíràn',
  'overview.why.services': 'forúkọsílẹ̀ fún àwọn ìdánwò kan àti àwọn iṣẹ́ ìjọba kan',
  'overview.why.simRule':
    'Láti {simRuleSince}, Àjọ Tó Ń Mójútó Ìbánisọ̀rọ̀ ní Nàìjíríà (NCC) ti pàṣẹ pé gbogbo káàdì SIM gbọ́dọ̀ so pọ̀ mọ́ NIN kan.',
  'overview.who.heading': 'Àwọn tó lè forúkọsílẹ̀',
  'overview.who.p1':
    'Àwọn ọmọ orílẹ̀-èdè Nàìjíríà lè forúkọsílẹ̀. Àwọn tó ń gbé ní Nàìjíríà lọ́nà tí òfin fọwọ́ sí náà lè forúkọsílẹ̀.',
  'overview.who.p2':
    'Láti ọmọ ọdún {adultAge} sókè, ẹ máa forúkọsílẹ̀ gẹ́gẹ́ bí àgbàlagbà. Àwọn ọmọdé tí kò tíì pé ọmọ ọdún {adultAge} máa forúkọsílẹ̀ pẹ̀lú òbí tàbí alágbàtọ́. Abala “Ohun tí ẹ nílò” sọ ohun tí ẹ máa mú wá.',
  'requirements.adult.heading': 'Ohun tí ẹ máa mú wá (ọmọ ọdún {adultAge} sókè)',
  'requirements.adult.intro':
    'Kí ẹ tó lọ, ẹ béèrè lọ́wọ́ ibùdó ìforúkọsílẹ̀ yín ohun tí wọ́n ń gbà. Wọ́n lè béèrè fún:',
  'requirements.adult.idDocument':
    'ìwé tó fi orúkọ yín àti ọjọ́ ìbí yín hàn, bí i ìwé-ẹ̀rí ìbí tàbí ìwé ìrìnnà',
  'requirements.adult.phone':
    'nọ́mbà fóònù tí ẹ kò ní pààrọ̀, nítorí ẹ máa lò ó lẹ́yìn náà láti wá NIN yín nípasẹ̀ kóòdù kúkúrú (short code)',
  'requirements.child.heading': 'Ohun tí ẹ máa mú wá fún ọmọdé (tí kò tíì pé ọmọ ọdún {adultAge})',
  'requirements.child.intro':
    'Àwọn ọmọdé tí kò tíì pé ọmọ ọdún {adultAge} nílò òbí tàbí alágbàtọ́. Òbí tàbí alágbàtọ́ gbọ́dọ̀ bá ọmọ náà wá sí ibùdó. Ẹ mú àwọn nǹkan wọ̀nyí wá:',
  'requirements.child.parentNin': 'NIN òbí tàbí alágbàtọ́',
  'requirements.child.birthProof':
    'ìwé-ẹ̀rí ìbí ọmọ náà, tàbí ìwé ìbúra ọjọ́-orí (declaration of age) tí ọmọ náà kò bá ní ìwé-ẹ̀rí ìbí',
  'requirements.capture.heading': 'Ohun tí ibùdó máa gbà sílẹ̀',
  'requirements.capture.under6': 'Ọmọ tí kò tíì pé ọmọ ọdún {photoOnlyUnder}',
  'requirements.capture.under6Value': 'Fọ́tò nìkan ni wọ́n máa yà.',
  'requirements.capture.6to15': 'Ọmọ ọdún {photoOnlyUnder} sí {childMaxAge}',
  'requirements.capture.6to15Value': 'Wọ́n máa gba àmì ara (biometrics): ìtẹ̀ka àti fọ́tò.',
  'requirements.capture.adult': 'Ọmọ ọdún {adultAge} sókè',
  'requirements.capture.adultValue': 'Ẹ máa forúkọsílẹ̀ gẹ́gẹ́ bí àgbàlagbà: ìtẹ̀ka àti fọ́tò.',
  'requirements.fees.heading': 'Owó',
  'requirements.fees.enrolment': 'Ìforúkọsílẹ̀ àkọ́kọ́',
  'requirements.fees.enrolmentValue': 'Ọ̀fẹ́',
  'requirements.fees.card': 'Káàdì NIN',
  'requirements.fees.cardValue': '{cardFeeMin} sí {cardFeeMax}',
  'requirements.fees.modification': 'Àtúnṣe àlàyé yín (modification)',
  'requirements.fees.modificationValue': '{modificationFee}',
  'requirements.fees.birthDate': 'Àtúnṣe ọjọ́ ìbí yín',
  'requirements.fees.birthDateValue':
    'Ẹ̀ẹ̀kan ṣoṣo ni wọ́n gbà á láàyè, ní ọ́fíìsì NIMC nìkan. Owó rẹ̀ pọ̀ ju bẹ́ẹ̀ lọ, wọ́n sì fi kún un ní ọdún {birthDateFeeRaisedIn}.',
  'requirements.fees.caveat':
    'Owó máa ń yí padà. Ẹ bá NIMC jẹ́rìí iye owó tó wà lọ́wọ́lọ́wọ́ kí ẹ tó sanwó. Ẹ sanwó nípasẹ̀ ọ̀nà ìsanwó tí NIMC fọwọ́ sí nìkan, ẹ má ṣe san án fún àwọn alárìnà láé (àwọn tó ń sọ pé àwọn máa “ràn yín lọ́wọ́” kí ẹ lè fún wọn lówó).',
  'process.enrol.heading': 'Bí ẹ ṣe lè forúkọsílẹ̀, ní ìgbésẹ̀-ìgbésẹ̀',
  'process.enrol.find':
    'Ẹ wá ibùdó ìforúkọsílẹ̀ kan. Ẹ lè forúkọsílẹ̀ ní ọ́fíìsì NIMC tàbí ní ibùdó ìforúkọsílẹ̀ tí wọ́n fún ní ìwé àṣẹ. Àkójọ àwọn ibùdó wà lórí nimc.gov.ng.',
  'process.enrol.prepare': 'Ẹ ṣètò àwọn ìwé yín sílẹ̀. Abala “Ohun tí ẹ nílò” sọ ohun tí ẹ máa mú wá.',
  'process.enrol.go':
    'Ẹ lọ sí ibùdó náà. Tí ẹ bá ń forúkọ ọmọ tí kò tíì pé ọmọ ọdún {adultAge} sílẹ̀, òbí tàbí alágbàtọ́ gbọ́dọ̀ wá pẹ̀lú.',
  'process.enrol.form':
    'Ẹ kún fọ́ọ̀mù ìforúkọsílẹ̀. Ẹ kọ orúkọ yín àti ọjọ́ ìbí yín gẹ́lẹ́ bí wọ́n ṣe wà lórí àwọn ìwé yín.',
  'process.enrol.capture':
    'Ẹ jẹ́ kí wọ́n ya fọ́tò yín, kí wọ́n sì gba ìtẹ̀ka yín. Fún ọmọ tí kò tíì pé ọmọ ọdún {photoOnlyUnder}, fọ́tò nìkan ni wọ́n máa yà.',
  'process.enrol.check': 'Ẹ ṣàyẹ̀wò gbogbo àlàyé kí ẹ tó kúrò. Àtúnṣe àṣìṣe lẹ́yìn náà máa ná yín lówó.',
  'process.enrol.collect':
    'Ẹ tọ́jú ìwé pélébé tàbí rìsíìtì èyíkéyìí tí ibùdó bá fún yín. Tí ẹ kò bá gba NIN yín lọ́jọ́ náà, ẹ lè wá a lẹ́yìn náà nípasẹ̀ kóòdù kúkúrú (ẹ wo abala “Ìṣàyẹ̀wò”).',
  'process.enrol.free':
    'Ìforúkọsílẹ̀ àkọ́kọ́ jẹ́ ọ̀fẹ́. Kò sí ẹni tó gbọ́dọ̀ gba owó lọ́wọ́ yín fún ìforúkọsílẹ̀ àkọ́kọ́.',
  'process.change.heading': 'Bí ẹ ṣe lè ṣàtúnṣe àlàyé yín',
  'process.change.intro':
    'Tí àlàyé yín bá ní àṣìṣe tàbí tí ó bá ti yí padà, ẹ lè ní kí NIMC ṣe àtúnṣe rẹ̀. Èyí ni wọ́n ń pè ní modification (àtúnṣe).',
  'process.change.proof':
    'Ẹ gba ìwé tó fi àlàyé tó tọ̀nà hàn, fún àpẹẹrẹ, ìwé-ẹ̀rí ìgbéyàwó fún orúkọ ìdílé tuntun.',
  'process.change.go': 'Ẹ lọ sí ọ́fíìsì NIMC tàbí ibùdó ìforúkọsílẹ̀ tí wọ́n fún ní ìwé àṣẹ.',
  'process.change.pay':
    'Ẹ san owó àtúnṣe, {modificationFee}, nípasẹ̀ ọ̀nà ìsanwó tí ìjọba fọwọ́ sí. Ẹ tọ́jú rìsíìtì náà.',
  'process.change.confirm': 'Nígbà tí wọ́n bá parí àtúnṣe náà, ẹ ṣàyẹ̀wò pé àlàyé tuntun yín tọ̀nà.',
  'process.change.birthDate': 'Ẹ̀ẹ̀kan ṣoṣo ni ẹ lè yí ọjọ́ ìbí yín padà, ní ọ́fíìsì NIMC nìkan.',
  'process.safe.heading': 'Ẹ pa NIN yín mọ́ dáadáa',
  'process.safe.write': 'Ẹ kọ NIN yín sílẹ̀, kí ẹ sì fi pamọ́ sí ibi tí kò léwu.',
  'process.safe.share': 'Ẹ fún àwọn ọ́fíìsì àti ilé-ìfowópamọ́ tí wọ́n nílò rẹ̀ nìkan.',
  'process.safe.social': 'Ẹ má ṣe gbé e sórí ìkànnì àjọlò láé.',
  'process.safe.virtual':
    'Tí àjọ kan bá fẹ́ jẹ́rìí ẹni tí ẹ jẹ́ nìkan, ẹ lè fún wọn ní virtual NIN dípò rẹ̀ (ẹ wo abala “Ìṣàyẹ̀wò”).',
  'verification.check.heading': 'Ẹ wá NIN yín tàbí kí ẹ ṣàyẹ̀wò rẹ̀',
  'verification.check.intro':
    'Ẹ lè ṣàyẹ̀wò NIN yín nípasẹ̀ kóòdù kúkúrú lórí fóònù yín. Ẹ lo nọ́mbà fóònù tí ẹ fún NIMC nígbà tí ẹ forúkọsílẹ̀.',
  'verification.shortCode.heading': 'Ẹ wá NIN yín nípasẹ̀ kóòdù kúkúrú',
  'verification.shortCode.phone': 'Ẹ lo fóònù tí káàdì SIM tí ẹ fi forúkọsílẹ̀ lọ́dọ̀ NIMC wà nínú rẹ̀.',
  'verification.shortCode.dial': 'Ẹ tẹ̀ {shortCode}.',
  'verification.shortCode.follow': 'Ẹ tẹ̀lé ìtọ́ni tó wà lójú fóònù.',
  'verification.shortCode.result':
    'Lẹ́yìn náà, NIN yín máa hàn sí yín, tàbí wọ́n máa fi ránṣẹ́ sí yín ní àtẹ̀jíṣẹ́.',
  'verification.shortCode.charge': 'Iléeṣẹ́ nẹ́tíwọ́ọ̀kì fóònù yín lè gba owó díẹ̀ fún iṣẹ́ yìí.',
  'verification.virtual.heading': 'Virtual NIN',
  'verification.virtual.p1':
    'Àwọn àjọ kan máa ń béèrè virtual NIN dípò NIN gidi yín. Virtual NIN ní ẹyọ lẹ́tà àti nọ́mbà {virtualNinLength}, ó sì máa ń ṣiṣẹ́ fún wákàtí {virtualNinHours}. Ó ń jẹ́ kí àjọ náà jẹ́rìí ẹni tí ẹ jẹ́ láìjẹ́ pé wọ́n tọ́jú NIN gidi yín.',
  'verification.virtual.intro': 'Láti gba virtual NIN:',
  'verification.virtual.app': 'ẹ lo áàpù NIMC MWS Mobile ID, tàbí',
  'verification.virtual.code':
    'ẹ tẹ̀ *346*3*NIN yín*kóòdù àjọ náà# láti orí nọ́mbà fóònù tí ẹ fi forúkọsílẹ̀. Àjọ náà ni yóò fún yín ní kóòdù rẹ̀.',
  'verification.trouble.heading': 'Tí kóòdù kúkúrú kò bá ṣiṣẹ́',
  'verification.trouble.p1':
    'Ẹ rí i dájú pé nọ́mbà fóònù tí ẹ fi forúkọsílẹ̀ ni ẹ fi ń tẹ̀ kóòdù náà. Tí kò bá tún ṣiṣẹ́, ẹ lọ sí ọ́fíìsì NIMC tàbí ibùdó ìforúkọsílẹ̀ kan, kí ẹ sì mú ìwé tó fi ẹni tí ẹ jẹ́ hàn dání.',
  'faqs.heading': 'Àwọn ìbéèrè tí wọ́n máa ń béèrè léraléra',
  'faqs.cost.q': 'Ṣé mo máa sanwó kí n tó gba NIN?',
  'faqs.cost.a':
    'Rárá. Ìforúkọsílẹ̀ àkọ́kọ́ yín jẹ́ ọ̀fẹ́. Ẹ lè san {cardFeeMin} sí {cardFeeMax} fún káàdì NIN, àti {modificationFee} láti ṣàtúnṣe àlàyé yín. Owó máa ń yí padà, nítorí náà ẹ bá NIMC jẹ́rìí rẹ̀ kí ẹ tó sanwó.',
  'faqs.expire.q': 'Ṣé NIN mi ní ọjọ́ ìparí?',
  'faqs.expire.a':
    'Rárá. Àmì ìdánimọ̀ títí ayé ni. Kì í yí padà ní gbogbo ayé yín, wọn kì í sì í fún ẹlòmíràn ní i láé.',
  'faqs.digits.q': 'Ẹyọ nọ́mbà mélòó ló wà nínú NIN?',
  'faqs.digits.a': 'NIN ní ẹyọ nọ́mbà {digits}.',
  'faqs.child.q': 'Ṣé ọmọ mi lè gba NIN?',
  'faqs.child.a':
    'Bẹ́ẹ̀ ni. Àwọn ọmọdé tí kò tíì pé ọmọ ọdún {adultAge} nílò òbí tàbí alágbàtọ́, tí ó gbọ́dọ̀ bá wọn wá. Wọ́n máa gba ìtẹ̀ka àwọn ọmọ ọdún {photoOnlyUnder} sí {childMaxAge}. Fún àwọn ọmọdé tí kò tíì pé ọmọ ọdún {photoOnlyUnder}, fọ́tò nìkan ni wọ́n máa yà.',
  'faqs.forgot.q': 'Mo ti gbàgbé NIN mi. Kí ni mo lè ṣe?',
  'faqs.forgot.a':
    'Ẹ tẹ̀ {shortCode} láti orí nọ́mbà fóònù tí ẹ fi forúkọsílẹ̀ lọ́dọ̀ NIMC, kí ẹ sì tẹ̀lé ìtọ́ni. Nẹ́tíwọ́ọ̀kì yín lè gba owó díẹ̀.',
  'faqs.fix.q': 'Àlàyé mi kò tọ̀nà. Ṣé mo lè ṣàtúnṣe rẹ̀?',
  'faqs.fix.a':
    'Bẹ́ẹ̀ ni. Èyí ni wọ́n ń pè ní modification (àtúnṣe), owó rẹ̀ sì jẹ́ {modificationFee}. Ẹ̀ẹ̀kan ṣoṣo ni ẹ lè yí ọjọ́ ìbí yín padà, ní ọ́fíìsì NIMC.',
  'faqs.residents.q': 'Ṣé àwọn tí kì í ṣe ọmọ Nàìjíríà lè gba NIN?',
  'faqs.residents.a':
    'Bẹ́ẹ̀ ni, tí wọ́n bá ń gbé ní Nàìjíríà lọ́nà tí òfin fọwọ́ sí. Ẹ béèrè lọ́wọ́ NIMC irú ìwé tí wọ́n gbọ́dọ̀ mú wá.',
  'faqs.help.q': 'Níbo ni mo ti lè rí ìrànlọ́wọ́ láti ọ̀dọ̀ ìjọba?',
  'faqs.help.a':
    'Ẹ lọ sí ojú-òpó wẹ́ẹ̀bù NIMC, nimc.gov.ng, tàbí kí ẹ lọ sí ọ́fíìsì NIMC. Ìtọ́sọ́nà olómìnira ni èyí: ó ń ṣàlàyé àwọn ìgbésẹ̀, ṣùgbọ́n NIMC nìkan ló lè fúnni ní NIN tàbí yí i padà.',
};

export default translation;
