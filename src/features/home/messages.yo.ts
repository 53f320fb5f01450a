import type { Translation } from '@/shared/i18n/translate';
import type { HomeMessageKey } from './messages';

/** Yoruba (yo) strings for homeMessages; English is in ./messages.ts. */
const translation: Translation<HomeMessageKey> = {
  'hero.title': 'Àwọn iṣẹ́ ìjọba ní Nàìjíríà, ní àlàyé tó rọrùn',
  'hero.lead':
    'Ìtọ́sọ́nà ọ̀fẹ́, ní ìgbésẹ̀-ìgbésẹ̀, fún NIN yín, ìwé ìrìnnà, ìdánwò àti àwọn nǹkan mìíràn. Ẹ ṣàwárí nísàlẹ̀ tàbí kí ẹ yan kókó-ọ̀rọ̀ kan.',
  'hero.trust': 'Ìtọ́sọ́nà kọ̀ọ̀kan ń dárúkọ orísun ìjọba rẹ̀ àti ọjọ́ tí a ṣàyẹ̀wò rẹ̀ kẹ́yìn.',
  'topics.title': 'Ẹ wo àwọn kókó-ọ̀rọ̀',
  'featured.title': 'Àwọn ìtọ́sọ́nà pàtàkì',
  'featured.intro':
    'Ìtọ́sọ́nà NIN ti parí. À ń kọ àwọn yòókù, a sì ń ṣàyẹ̀wò wọn; wọ́n máa sọ bẹ́ẹ̀ títí wọ́n á fi ṣetán.',
  'featured.complete': 'Ìtọ́sọ́nà kíkún',
  'featured.soon': 'Ó ń bọ̀ láìpẹ́',
  'featured.all': 'Wo gbogbo àkóónú',
  'latest.title': 'Àwọn àfikún tuntun',
  'latest.updated': 'A ṣe àtúnṣe rẹ̀ ní {date}',
  'guide.nin.title': 'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN)',
  'guide.nin.summary': 'Ẹ forúkọsílẹ̀ lọ́fẹ̀ẹ́, ẹ wá NIN yín, kí ẹ sì ṣàtúnṣe àṣìṣe nínú àkọsílẹ̀ yín.',
  'guide.passport.title': 'Ìwé ìrìnnà ilẹ̀ òkèèrè',
  'guide.passport.summary': 'Ẹ béèrè fún ìwé ìrìnnà tuntun, tàbí kí ẹ sọ èyí tí ọjọ́ rẹ̀ ti pé dọ̀tun.',
  'guide.jamb.title': 'Ìforúkọsílẹ̀ JAMB',
  'guide.jamb.summary': 'Ẹ forúkọsílẹ̀ fún UTME, kí ẹ sì yan àwọn ẹ̀kọ́ àti ilé-ẹ̀kọ́ yín.',
  'guide.voters.title': 'Káàdì ìdìbò',
  'guide.voters.summary': 'Ẹ forúkọsílẹ̀ láti dìbò, kí ẹ sì gba káàdì ìdìbò alálòpẹ́ yín (PVC).',
  'guide.nysc.title': 'NYSC',
  'guide.nysc.summary': 'Ìforúkọsílẹ̀, lẹ́tà ìpè (call-up letter) àti ohun tí ẹ lè retí ní ọdún iṣẹ́-sìn yín.',
  'guide.bvn.title': 'Nọ́mbà Ìjẹ́rìísí Ilé-ìfowópamọ́ (BVN)',
  'guide.bvn.summary': 'Ẹ gba BVN ní ilé-ìfowópamọ́ yín, kí ẹ sì so ó pọ̀ mọ́ NIN yín.',
  'impact.title': 'Citizen Guide ní ìṣirò',
  'impact.note': 'Ohun tí à ń ṣiṣẹ́ lé lórí nìyí. Lónìí, ìtọ́sọ́nà NIN ti parí, ní èdè márùn-ún.',
  'impact.states': 'Ìpínlẹ̀',
  'impact.guides': 'Ìtọ́sọ́nà',
  'impact.languages': 'Èdè',
  'impact.resources': 'Ohun èlò',
};

export default translation;
