import type { Translation } from '@/shared/i18n/translate';
import type { CategoryDescriptionMessageKey } from './categoryDescriptionMessages';

/** Pidgin (pcm) strings for categoryDescriptionMessages; English is in ./categoryDescriptionMessages.ts. */
const translation: Translation<CategoryDescriptionMessageKey> = {
  'cat.government.desc': 'How federal, state and local goment dey work.',
  'cat.documents.desc': 'Get and renew your NIN, passport and oda papers.',
  'cat.education.desc': 'JAMB, WAEC, NYSC and help for students.',
  'cat.rights.desc': 'Sabi your rights and where you fit get legal help.',
  'cat.history.desc': 'Nigeria story, from independence reach today.',
  'cat.services.desc': 'Health insurance, tax and oda public services.',
  'cat.faqs.desc': 'Quick answers to questions wey pipo dey ask well-well.',
};

export default translation;
