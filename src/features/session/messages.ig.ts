import type { Translation } from '@/shared/i18n/translate';
import type { SessionMessageKey } from './messages';

/** Igbo (ig) strings for sessionMessages; English is in ./messages.ts. */
const translation: Translation<SessionMessageKey> = {
  'login.title': 'Nbanye Admin',
  'login.intro': 'Naanị maka ndị ọrụ saịtị. Ị chọghị akaụntụ iji gụọ ntụziaka ọ bụla.',
  'login.email': 'E-mail',
  'login.password': 'Okwuntughe',
  'login.submit': 'Banye',
  'login.submitting': 'Na-abanye...',
  'login.redirecting': "Ị banyela. Anyị na-akpọga gị n'ibe ị rịọrọ.",
  'login.forgot': 'Echefuru okwuntughe',
  'login.forgotNote': 'Rịọ onye nchịkwa saịtị ka o zitere gị njikọ ọhụrụ iji họrọ okwuntughe.',
  'error.title': 'Njehie',
  'error.missingFields': 'Biko dee ma e-mail ma okwuntughe',
  'error.invalidCredentials': 'E-mail ma ọ bụ okwuntughe ezighi ezi.',
  'error.unavailable': 'Ịbanye agaghị ekwe omume ugbu a. Lelee njikọ gị ma nwaa ọzọ.',
  'lock.title': 'Akpọchiri nbanye',
  'lock.countdown': 'Ọtụtụ mgbalị adabaghị. Nwaa ọzọ mgbe sekọnd {seconds} gachara.',
  'lock.countdownOne': 'Ọtụtụ mgbalị adabaghị. Nwaa ọzọ mgbe sekọnd 1 gachara.',
  'lock.announce': 'Ọtụtụ mgbalị adabaghị. Akpọchiri nbanye ugbu a.',
  'lock.ended': 'Ị nwere ike ịnwa ịbanye ọzọ.',
  'session.expired': 'Oge nbanye gị agwụla. Biko banye ọzọ.',
  'login.passwordSaved': 'Echekwala okwuntughe gị. Ị nwere ike ịbanye ugbu a.',
};

export default translation;
