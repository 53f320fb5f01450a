import type { Translation } from '@/shared/i18n/translate';

/** Hausa (ha) strings for newsletterMessages; English is in ./messages.ts. */
const translation: Translation = {
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
    'Wasiƙar labaranmu ba ta fara ba tukuna, don haka ba mu ajiye {email} ba, kuma ba za a aika komai zuwa gare shi ba.',
};

export default translation;
