import type { Translation } from '@/shared/i18n/translate';
import type { ContactMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for contactMessages; English is in ./messages.ts. */
const translation: Translation<ContactMessageKey> = {
  'contact.intro':
    'Citizen Guide Nigeria na independent guide for government services. We no be government agency, and we no fit act for any of dem.',
  'contact.can.heading': 'Wetin we fit help you with',
  'contact.can.mistake': 'Mistake, old fee or link wey no dey work for one of our pages.',
  'contact.can.translation': 'Problem with one translation.',
  'contact.can.missing': 'Guide wey you find but you no see.',
  'contact.can.how':
    'Tell us with “Dis page dey useful?” for down here, or for di bottom of di guide or article: your message go reach our editors with di page and di language wey you dey read.',
  'contact.cannot.heading': 'Wetin we no fit do',
  'contact.cannot.issue': 'We no fit give, renew or correct any document or number.',
  'contact.cannot.records': 'We no fit see or check your records, or how your application dey go.',
  'contact.cannot.pay': 'We no dey collect money, and we no go ever ask for your NIN, BVN, password or PIN.',
  'contact.agencies.heading': 'Where to go for each document',
  'contact.agencies.intro':
    'Na only di agency wey dey give di document fit help you with am. Go their office or their official website.',
  'contact.agencies.document': 'Document',
  'contact.agencies.agency': 'Who dey give am',
  'contact.agencies.website': 'Official website',
  'contact.agencies.noSite': 'Ask for their office wey near you',
  'contact.agencies.nimc': 'National Identity Management Commission (NIMC)',
  'contact.safety':
    'Shine your eye for anybody wey dey ask money to help you get document quick. Pay fees only through di agency official channels.',
};

export default translation;
