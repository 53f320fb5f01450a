import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the contact page (/contact): what the site can and cannot help with, and where to go. */
const en = {
  'contact.intro':
    'Citizen Guide Nigeria is an independent guide to government services. We are not a government agency, and we cannot act for one.',
  'contact.can.heading': 'What we can help with',
  'contact.can.mistake': 'A mistake, an out-of-date fee or a broken link on one of our pages.',
  'contact.can.translation': 'A problem with a translation.',
  'contact.can.missing': 'A guide you looked for and could not find.',
  'contact.can.how':
    'Tell us with “Is this page useful?” below, or at the foot of the guide or article concerned: your message reaches our editors with the page and the language you were reading.',
  'contact.cannot.heading': 'What we cannot do',
  'contact.cannot.issue': 'We cannot issue, renew or correct any document or number.',
  'contact.cannot.records': 'We cannot see or check your records, or the progress of an application.',
  'contact.cannot.pay': 'We never take payments, and we never ask for your NIN, BVN, passwords or PINs.',
  'contact.agencies.heading': 'Where to go for each document',
  'contact.agencies.intro':
    'Only the agency that issues a document can help with it. Go to its office or its official website.',
  'contact.agencies.document': 'Document',
  'contact.agencies.agency': 'Who issues it',
  'contact.agencies.website': 'Official website',
  'contact.agencies.noSite': 'Ask at its nearest office',
  'contact.agencies.nimc': 'National Identity Management Commission (NIMC)',
  'contact.safety':
    'Beware of anyone who asks for money to get you a document faster. Pay fees only through the agency’s official channels.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<ContactMessageKey>`). */
export type ContactMessageKey = keyof typeof en;

export const contactMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
