import type { Translation } from '@/shared/i18n/translate';

/** Yoruba (yo) strings for sessionMessages; English is in ./messages.ts. */
const translation: Translation = {
  'login.title': 'Ìwọlé Admin',
  'login.intro': 'Fún àwọn òṣìṣẹ́ ojú-òpó nìkan. Ẹ kò nílò àkáǹtì láti ka ìtọ́sọ́nà kankan.',
  'login.demoHint': 'Àpẹẹrẹ: ẹ lo {email}',
  'login.demoWarning':
    'Inú aṣàwákiri yín nìkan ni a ti ń ṣàyẹ̀wò ìwọlé àpẹẹrẹ yìí, nítorí náà òun fúnra rẹ̀ kò dáàbò bo ohunkóhun.',
  'login.email': 'Ímeèlì',
  'login.password': 'Ọ̀rọ̀ aṣínà',
  'login.submit': 'Wọlé',
  'login.submitting': 'Ó ń wọlé...',
  'login.redirecting': 'Ẹ ti wọlé. À ń mú yín lọ sí ojú-ewé tí ẹ béèrè fún.',
  'login.forgot': 'Mo gbàgbé ọ̀rọ̀ aṣínà',
  'login.forgotNote': 'Kò ṣeé ṣe láti tún ọ̀rọ̀ aṣínà ṣe nínú àpẹẹrẹ yìí.',
  'error.title': 'Àṣìṣe',
  'error.missingFields': 'Ẹ jọ̀wọ́, ẹ tẹ ímeèlì àti ọ̀rọ̀ aṣínà méjèèjì',
  'error.invalidCredentials': 'Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ̀nà. Ímeèlì admin ni {email}',
  'error.unavailable':
    'Aṣàwákiri yìí kò lè ṣàyẹ̀wò ọ̀rọ̀ aṣínà lórí ìsopọ̀ yìí. Ẹ ṣí ojú-òpó náà pẹ̀lú https, kí ẹ sì tún gbìyànjú.',
  'lock.title': 'Ìwọlé ti wà ní títì',
  'lock.countdown': 'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Gbìyànjú lẹ́ẹ̀kan sí i ní ìṣẹ́jú-àáyá {seconds}.',
  'lock.countdownOne': 'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Gbìyànjú lẹ́ẹ̀kan sí i ní ìṣẹ́jú-àáyá 1.',
  'lock.announce': 'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Ìwọlé wà ní títì fún báyìí.',
  'lock.ended': 'O lè gbìyànjú láti wọlé lẹ́ẹ̀kan sí i.',
  'session.expired': 'Ìgbà ìwọlé rẹ ti parí lẹ́yìn wákàtí {hours}. Jọ̀wọ́ wọlé lẹ́ẹ̀kan sí i.',
};

export default translation;
