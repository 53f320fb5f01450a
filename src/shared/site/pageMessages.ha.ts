import type { Translation } from '@/shared/i18n/translate';
import type { PageMessageKey } from './pageMessages';

/** Hausa (ha) strings for pageMessages; English is in ./pageMessages.ts. */
const translation: Translation<PageMessageKey> = {
  'notFound.title': '404 - Ba a sami shafin ba',
  'notFound.body':
    'Ba mu sami wannan shafin ba. Wataƙila an mayar da shi wani wuri, ko kuma ba a rubuta jagoran ba tukuna. Yawancin sassa banda Takardu har yanzu ana shirya su.',
  'notFound.home': 'Koma shafin farko',
  'notFound.support': 'Tuntuɓi masu taimako',
  'notFound.searchTitle': 'Bincika shafin',
  'notFound.waysOn': 'Ko ku fara daga jagoran da ya shirya:',
  'unauthorized.title': 'An hana shiga',
  'unauthorized.body': 'Wannan shafin na masu gudanarwa ne kawai.',
  'unauthorized.home': 'Koma shafin farko',
  'unauthorized.login': 'Shiga a matsayin Admin',
  'gone.title': 'An cire wannan labarin',
  'gone.body':
    'Labarin da ke wannan adireshin ba a wallafa shi yanzu. Ku bincika batun a shafin, ko ku sake farawa daga shafin farko.',
  'gone.guideTitle': 'An cire wannan jagorar',
  'gone.guideBody':
    'Jagorar da ke wannan adireshin ba a wallafa ta yanzu. Ku tambayi hukumar da ke bayar da takardar, ku bincika shafin, ko ku sake farawa daga shafin farko.',
  'gone.search': 'Bincika shafin',
  'gone.home': 'Koma shafin farko',
};

export default translation;
