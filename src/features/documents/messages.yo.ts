import type { Translation } from '@/shared/i18n/translate';
import type { DocumentsMessageKey } from './messages';

/** Yoruba (yo) strings for documentsMessages; English is in ./messages.ts. */
const translation: Translation<DocumentsMessageKey> = {
  'page.title': 'Àwọn ìwé pàtàkì',
  'page.intro':
    'Ẹ mọ bí ẹ ṣe lè gba, sọ dọ̀tun, tàbí ṣàyẹ̀wò àwọn ìwé ìdánimọ̀, ìwé òwò àti ìwé àkọsílẹ̀ ìlú ní Nàìjíríà. Ìtọ́sọ́nà kọ̀ọ̀kan sọ ohun tí ẹ máa mú wá, iye tí ó ń náni, àti ibi tí ẹ máa lọ.',
  'page.progress':
    'Ìtọ́sọ́nà NIN ti ṣetán. À ń kọ àwọn ìtọ́sọ́nà yòókù lọ́wọ́, a sì ti kọ “Ó ń bọ̀ láìpẹ́” sí wọn lára.',
  'tabs.label': 'Àwọn ẹ̀ka ìwé',
  'tab.all': 'Gbogbo rẹ̀',
  'tab.identity': 'Ìdánimọ̀',
  'tab.business': 'Òwò',
  'tab.civil': 'Àkọsílẹ̀ ìlú',
  'status.complete': 'Ìtọ́sọ́nà kíkún',
  'status.comingSoon': 'Ó ń bọ̀ láìpẹ́',
  'card.viewGuide': 'Wo ìtọ́sọ́nà',
  'card.comingSoon': 'Ó ń bọ̀ láìpẹ́',
  'card.whereToGo': 'Títí ìtọ́sọ́nà wa yóò fi ṣetán, ẹ lọ sí:',
  'agency.nibss': 'Ilé-ìfowópamọ́ yín (NIBSS ló ń ṣàkóso ètò BVN)',
  'agency.nis': 'Àjọ Ìmìgírésọ̀n Nàìjíríà (NIS)',
  'agency.frsc': 'Àjọ Ẹ̀ṣọ́ Ààbò Ojú Pópó (FRSC)',
  'agency.inec': 'Àjọ Olómìnira Elétò Ìdìbò Orílẹ̀-èdè (INEC)',
  'agency.nrs': 'Iléeṣẹ́ Owó-orí Nàìjíríà (NRS), tí wọ́n ń pè ní FIRS tẹ́lẹ̀',
  'agency.cac': 'Àjọ Ìforúkọsílẹ̀ Iléeṣẹ́ (CAC)',
  'agency.npc': 'Àjọ Elétò Ìkànìyàn Orílẹ̀-èdè (NPC)',
  'agency.interior': 'Iléeṣẹ́ Ìjọba Àpapọ̀ fún Ọ̀rọ̀ Abẹ́lé (ọ́fíìsì ìforúkọsílẹ̀ ìgbéyàwó)',
  'agency.npf': 'Iléeṣẹ́ Ọlọ́pàá Nàìjíríà',
  'doc.nin.title': 'NIN',
  'doc.nin.description':
    'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè yín (ẹyọ nọ́mbà 11) láti ọ̀dọ̀ NIMC: bí ẹ ṣe lè forúkọsílẹ̀, ohun tí ẹ máa mú wá, àti bí ẹ ṣe lè ṣàyẹ̀wò rẹ̀.',
  'doc.bvn.title': 'BVN',
  'doc.bvn.description': 'Nọ́mbà Ìjẹ́rìísí Ilé-ìfowópamọ́ tí ilé-ìfowópamọ́ yín ń lò láti jẹ́rìí ẹni tí ẹ jẹ́.',
  'doc.passport.title': 'Ìwé ìrìnnà',
  'doc.passport.description':
    'Ìwé ìrìnnà ilẹ̀ òkèèrè ti Nàìjíríà fún ìrìn-àjò sí òkèèrè, láti ọ̀dọ̀ Àjọ Ìmìgírésọ̀n Nàìjíríà.',
  'doc.driversLicense.title': 'Ìwé àṣẹ ìwakọ̀',
  'doc.driversLicense.description':
    'Àṣẹ láti wakọ̀ lójú pópó Nàìjíríà, tí wọ́n ń fúnni nípasẹ̀ Àjọ Ẹ̀ṣọ́ Ààbò Ojú Pópó (FRSC).',
  'doc.votersCard.title': 'Káàdì ìdìbò',
  'doc.votersCard.description': 'Káàdì Ìdìbò Alálòpẹ́ (PVC) tí ẹ nílò láti dìbò, láti ọ̀dọ̀ INEC.',
  'doc.tin.title': 'TIN',
  'doc.tin.description':
    'Nọ́mbà Ìdánimọ̀ Owó-orí tí ẹ ń lò láti san owó-orí, gẹ́gẹ́ bí ẹnìkan tàbí gẹ́gẹ́ bí iléeṣẹ́ òwò.',
  'doc.businessRegistration.title': 'Ìforúkọsílẹ̀ òwò',
  'doc.businessRegistration.description':
    'Ìforúkọsílẹ̀ orúkọ òwò tàbí iléeṣẹ́ (company) lọ́dọ̀ Àjọ Ìforúkọsílẹ̀ Iléeṣẹ́ (CAC).',
  'doc.birthCertificate.title': 'Ìwé-ẹ̀rí ìbí',
  'doc.birthCertificate.description':
    'Àkọsílẹ̀ ìjọba fún ìbí ọmọ, láti ọ̀dọ̀ Àjọ Elétò Ìkànìyàn Orílẹ̀-èdè (NPC).',
  'doc.marriageCertificate.title': 'Ìwé-ẹ̀rí ìgbéyàwó',
  'doc.marriageCertificate.description': 'Àkọsílẹ̀ ìjọba fún ìgbéyàwó, láti ọ̀dọ̀ ọ́fíìsì ìforúkọsílẹ̀ ìgbéyàwó.',
  'doc.policeCertificate.title': 'Ìwé-ẹ̀rí ìwà rere láti ọ̀dọ̀ ọlọ́pàá',
  'doc.policeCertificate.description':
    'Ìwé láti ọ̀dọ̀ ọlọ́pàá tó sọ bóyá ẹ ní àkọsílẹ̀ ìwà ọ̀daràn tàbí ẹ kò ní. Àwọn agbanisíṣẹ́ àti àwọn iléeṣẹ́ aṣojú orílẹ̀-èdè òkèèrè (embassy) sábà máa ń béèrè rẹ̀.',
};

export default translation;
