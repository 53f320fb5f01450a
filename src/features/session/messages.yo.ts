import type { Translation } from '@/shared/i18n/translate';
import type { SessionMessageKey } from './messages';

/** Yoruba (yo) strings for sessionMessages; English is in ./messages.ts. */
const translation: Translation<SessionMessageKey> = {
  'login.title': 'Ìwọlé Admin',
  'login.intro': 'Fún àwọn òṣìṣẹ́ ojú-òpó nìkan. Ẹ kò nílò àkáǹtì láti ka ìtọ́sọ́nà kankan.',
  'login.email': 'Ímeèlì',
  'login.password': 'Ọ̀rọ̀ aṣínà',
  'login.submit': 'Wọlé',
  'login.submitting': 'Ó ń wọlé...',
  'login.redirecting': 'Ẹ ti wọlé. À ń mú yín lọ sí ojú-ìwé tí ẹ béèrè fún.',
  'login.forgot': 'Mo gbàgbé ọ̀rọ̀ aṣínà',
  'login.forgotNote': 'Ẹ béèrè lọ́wọ́ alábòójútó ojú-òpó kí ó fi ìjápọ̀ tuntun ránṣẹ́ sí yín láti yan ọ̀rọ̀ aṣínà.',
  'error.title': 'Àṣìṣe',
  'error.missingFields': 'Ẹ jọ̀wọ́, ẹ tẹ̀ ímeèlì àti ọ̀rọ̀ aṣínà méjèèjì',
  'error.invalidCredentials': 'Ímeèlì tàbí ọ̀rọ̀ aṣínà kò tọ̀nà.',
  'error.unavailable': 'Kò ṣeé ṣe láti wọlé báyìí. Ẹ ṣàyẹ̀wò ìsopọ̀ yín, kí ẹ sì tún gbìyànjú.',
  'lock.title': 'Ìwọlé ti wà ní títì',
  'lock.countdown': 'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Gbìyànjú lẹ́ẹ̀kan sí i ní ìṣẹ́jú-àáyá {seconds}.',
  'lock.countdownOne': 'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Gbìyànjú lẹ́ẹ̀kan sí i ní ìṣẹ́jú-àáyá 1.',
  'lock.announce': 'Ìgbìyànjú tí kò yọrí ti pọ̀ jù. Ìwọlé wà ní títì fún báyìí.',
  'lock.ended': 'O lè gbìyànjú láti wọlé lẹ́ẹ̀kan sí i.',
  'session.expired': 'Ìgbà ìwọlé rẹ ti parí. Jọ̀wọ́ wọlé lẹ́ẹ̀kan sí i.',
  'login.passwordSaved': 'A ti fi ọ̀rọ̀ aṣínà yín pamọ́. Ẹ lè wọlé báyìí.',
};

export default translation;
