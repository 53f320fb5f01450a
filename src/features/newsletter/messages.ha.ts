import type { Translation } from '@/shared/i18n/translate';
import type { NewsletterMessageKey } from './messages';

/** Hausa (ha) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation<NewsletterMessageKey> = {
  'newsletter.title': 'Ku samu sababbin jagorori a akwatin imel ɗinku',
  'newsletter.intro':
    'Gajeren imel ɗaya idan muka wallafa sabon jagora, ko idan wata doka ko wani kuɗi ya canza. Babu saƙon banza, kuma kuna iya janye rajistarku a kowane lokaci.',
  'newsletter.label': 'Adireshin imel',
  'newsletter.hint': 'Muna amfani da shi ne kawai don aiko muku da wannan wasiƙar labarai.',
  'newsletter.submit': 'Yi rajista',
  'newsletter.errorPrefix': 'Kuskure:',
  'newsletter.error.required': 'Ku shigar da adireshin imel ɗinku',
  'newsletter.error.format': 'Ku shigar da adireshin imel a tsarin da ya dace, kamar name@example.com',
  'newsletter.thanks.title': 'Mun gode da sha’awarku!',
  'newsletter.thanks.body':
    'Ku duba akwatin imel ɗinku: muna aika mahaɗi zuwa {email}. Ku buɗe shi don tabbatar da rajistarku — kafin nan, ba za mu aika komai ba.',
  'newsletter.sending': 'Ana aikawa…',
  'newsletter.failure.offline':
    'Ba a aika rajistarku ba: da alama ba ku da intanet. Ku duba haɗinku sannan ku sake danna Yi rajista.',
  'newsletter.failure.unavailable':
    'Ba a aika rajistarku ba: sabar mu ba ta iya karɓa yanzu ba. Ku sake gwadawa bayan ’yan mintuna.',
  'newsletter.failure.tooMany':
    'Ba a aika rajistarku ba: rajista da yawa sun zo daga hanyar sadarwarku yanzu. Ku sake gwadawa bayan ’yan mintuna.',
  'newsletter.confirm.title': 'Tabbatar da rajistarku',
  'newsletter.confirm.body':
    'Ku danna maɓallin don fara karɓar sabbin labaranmu a adireshin da aka aika wa wannan mahaɗin.',
  'newsletter.confirm.button': 'Tabbatar da rajistata',
  'newsletter.confirmed.title': 'An tabbatar da rajistarku',
  'newsletter.confirmed.body':
    'Mun gode. Za mu aika gajeren imel ɗaya idan muka wallafa sabon jagora ko idan wata doka ko wani kuɗi ya canza. Kowane imel yana da mahaɗin janye rajista.',
  'newsletter.unsubscribe.title': 'Janye rajista daga labaranmu',
  'newsletter.unsubscribe.body':
    'Ku danna maɓallin kuma za a goge adireshinku daga jerinmu. Ba ma ajiye komai game da ku.',
  'newsletter.unsubscribe.button': 'Janye rajista',
  'newsletter.unsubscribed.title': 'Kun janye rajistarku',
  'newsletter.unsubscribed.body':
    'An goge adireshinku daga jerinmu. Ba za ku ƙara samun imel daga gare mu ba.',
  'newsletter.linkInvalid.title': 'Wannan mahaɗin ba ya aiki kuma',
  'newsletter.confirmInvalid.body':
    'Wataƙila lokacinsa ya ƙare (rajista tana jiran tabbatarwa kwana 7) ko an janye adireshin. Kuna iya sake yin rajista a ƙasa.',
  'newsletter.unsubscribeInvalid.body':
    'Wannan adireshin ba ya cikin jerinmu: wataƙila an riga an janye shi. Idan har yanzu kuna samun imel ɗinmu, ku yi amfani da mahaɗin da ke cikin na ƙarshe.',
};

export default translation;
