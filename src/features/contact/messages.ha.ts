import type { Translation } from '@/shared/i18n/translate';
import type { ContactMessageKey } from './messages';

/** Hausa (ha) strings for contactMessages; English is in ./messages.ts. */
const translation: Translation<ContactMessageKey> = {
  'contact.intro':
    'Citizen Guide Nigeria jagora ne mai zaman kansa ga ayyukan gwamnati. Mu ba hukumar gwamnati ba ne, kuma ba za mu iya yin aiki a madadin wata ba.',
  'contact.can.heading': 'Abin da za mu iya taimakawa da shi',
  'contact.can.mistake': 'Kuskure, kuɗin da ya canza ko mahaɗin da ba ya aiki a ɗaya daga cikin shafukanmu.',
  'contact.can.translation': 'Matsala a cikin fassara.',
  'contact.can.missing': 'Jagorar da kuka nema amma ba ku samu ba.',
  'contact.can.how':
    'Ku faɗa mana ta “Shin wannan shafin yana da amfani?” a ƙasa, ko a ƙasan jagorar ko rubutun: saƙonku zai isa ga editocinmu tare da shafin da harshen da kuke karantawa.',
  'contact.cannot.heading': 'Abin da ba za mu iya yi ba',
  'contact.cannot.issue': 'Ba za mu iya bayarwa, sabuntawa ko gyara wata takarda ko lamba ba.',
  'contact.cannot.records': 'Ba za mu iya gani ko duba bayananku ba, ko yadda neman ku ke tafiya.',
  'contact.cannot.pay': 'Ba ma karɓar kuɗi, kuma ba za mu taɓa neman NIN, BVN, kalmar sirri ko PIN ɗinku ba.',
  'contact.agencies.heading': 'Inda za ku je don kowace takarda',
  'contact.agencies.intro':
    'Hukumar da ke bayar da takarda kaɗai ke iya taimaka muku da ita. Ku je ofishinta ko shafinta na intanet na hukuma.',
  'contact.agencies.document': 'Takarda',
  'contact.agencies.agency': 'Wanda ke bayarwa',
  'contact.agencies.website': 'Shafin intanet na hukuma',
  'contact.agencies.noSite': 'Ku tambaya a ofishinta mafi kusa',
  'contact.agencies.nimc': 'Hukumar Kula da Shaidar Ɗan Ƙasa (National Identity Management Commission, NIMC)',
  'contact.safety':
    'Ku yi hattara da duk wanda ya nemi kuɗi don ya samo muku takarda da sauri. Ku biya kuɗi ta hanyoyin hukumar na hukuma kawai.',
};

export default translation;
