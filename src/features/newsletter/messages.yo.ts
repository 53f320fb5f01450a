import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation = {
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
    'Ìwé ìròyìn wa kò tíì bẹ̀rẹ̀, nítorí náà a kò tọ́jú {email}, a kò sì ní fi nǹkan kan ránṣẹ́ sí i.',
};

export default translation;
