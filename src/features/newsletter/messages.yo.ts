import type { Translation } from '@/shared/i18n/translate';
import type { NewsletterMessageKey } from './messages';

/** Yoruba (yo) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation<NewsletterMessageKey> = {
  'newsletter.title': 'Ẹ máa gba ìtọ́sọ́nà tuntun nínú ímeèlì yín',
  'newsletter.intro':
    'Ímeèlì kúkúrú kan nígbà tí a bá gbé ìtọ́sọ́nà tuntun jáde, tàbí nígbà tí òfin tàbí owó kan bá yí padà. Kò sí ìpolówó àìnídìí (spam), ẹ sì lè dáwọ́ rẹ̀ dúró nígbàkigbà.',
  'newsletter.label': 'Àdírẹ́sì ímeèlì',
  'newsletter.hint': 'A máa ń lò ó láti fi lẹ́tà ìròyìn yìí ránṣẹ́ sí yín nìkan.',
  'newsletter.submit': 'Forúkọsílẹ̀',
  'newsletter.errorPrefix': 'Àṣìṣe:',
  'newsletter.error.required': 'Ẹ tẹ̀ àdírẹ́sì ímeèlì yín',
  'newsletter.error.format': 'Ẹ tẹ̀ àdírẹ́sì ímeèlì ní ọ̀nà tó tọ̀nà, bí i name@example.com',
  'newsletter.thanks.title': 'A dúpẹ́ fún ìfẹ́ yín!',
  'newsletter.thanks.body':
    'Ẹ wo àpótí ímeèlì yín: à ń fi ìjápọ̀ kan ránṣẹ́ sí {email}. Ẹ ṣí i láti jẹ́rìí sí ìforúkọsílẹ̀ yín — títí ẹ ó fi ṣe bẹ́ẹ̀, a kò ní fi nǹkan mìíràn ránṣẹ́.',
  'newsletter.sending': 'À ń fi ránṣẹ́…',
  'newsletter.failure.offline':
    'Ìforúkọsílẹ̀ yín kò lọ: ó dà bí ẹni pé ẹ kò sí lórí ayélujára. Ẹ ṣàyẹ̀wò ìsopọ̀ yín kí ẹ sì tún tẹ̀ Forúkọsílẹ̀.',
  'newsletter.failure.unavailable':
    'Ìforúkọsílẹ̀ yín kò lọ: sáfà wa kò lè gbà á báyìí. Ẹ jọ̀wọ́ ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú díẹ̀.',
  'newsletter.failure.tooMany':
    'Ìforúkọsílẹ̀ yín kò lọ: ìforúkọsílẹ̀ ti pọ̀ jù láti inú nẹ́tíwọ̀ọ̀kì yín báyìí. Ẹ jọ̀wọ́ ẹ tún gbìyànjú lẹ́yìn ìṣẹ́jú díẹ̀.',
  'newsletter.confirm.title': 'Ẹ jẹ́rìí sí ìforúkọsílẹ̀ yín',
  'newsletter.confirm.body':
    'Ẹ tẹ̀ bọ́tìnnì náà kí a bẹ̀rẹ̀ sí í fi ìròyìn tuntun wa ránṣẹ́ sí àdírẹ́sì tí ìjápọ̀ yìí lọ sí.',
  'newsletter.confirm.button': 'Jẹ́rìí sí ìforúkọsílẹ̀ mi',
  'newsletter.confirmed.title': 'A ti jẹ́rìí sí ìforúkọsílẹ̀ yín',
  'newsletter.confirmed.body':
    'A dúpẹ́. A ó máa fi ímeèlì kúkúrú kan ránṣẹ́ nígbà tí a bá gbé ìtọ́sọ́nà tuntun jáde tàbí tí òfin tàbí owó kan bá yí padà. Ímeèlì kọ̀ọ̀kan ní ìjápọ̀ láti dáwọ́ rẹ̀ dúró.',
  'newsletter.unsubscribe.title': 'Ẹ dáwọ́ ìròyìn wa dúró',
  'newsletter.unsubscribe.body':
    'Ẹ tẹ̀ bọ́tìnnì náà, a ó sì pa àdírẹ́sì yín rẹ́ kúrò nínú àkójọ wa. A kò ní tọ́jú nǹkan kan nípa yín.',
  'newsletter.unsubscribe.button': 'Dáwọ́ rẹ̀ dúró',
  'newsletter.unsubscribed.title': 'Ẹ ti dáwọ́ rẹ̀ dúró',
  'newsletter.unsubscribed.body':
    'A ti pa àdírẹ́sì yín rẹ́ kúrò nínú àkójọ wa. Ẹ kò ní gba ímeèlì kankan mọ́ láti ọ̀dọ̀ wa.',
  'newsletter.linkInvalid.title': 'Ìjápọ̀ yìí kò ṣiṣẹ́ mọ́',
  'newsletter.confirmInvalid.body':
    'Ó lè ti parí (ìforúkọsílẹ̀ máa ń dúró fún ọjọ́ méje de ìjẹ́rìí rẹ̀) tàbí a ti yọ àdírẹ́sì náà kúrò. Ẹ lè tún forúkọsílẹ̀ nísàlẹ̀.',
  'newsletter.unsubscribeInvalid.body':
    'Àdírẹ́sì yìí kò sí nínú àkójọ wa: ó lè jẹ́ pé a ti yọ ọ́ kúrò tẹ́lẹ̀. Bí ẹ bá ṣì ń gba ímeèlì wa, ẹ lo ìjápọ̀ inú èyí tó kẹ́yìn.',
};

export default translation;
