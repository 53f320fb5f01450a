import { defineMessages } from '@/shared/i18n/translate';

/** Each section's one-line description (the home page's topic cards, the search index): not needed by the header and footer every page draws, so not downloaded with them. */
const en = {
  'cat.government.desc': 'How the federal, state and local governments work.',
  'cat.documents.desc': 'Get and renew your NIN, passport and other papers.',
  'cat.education.desc': 'JAMB, WAEC, NYSC and student support.',
  'cat.rights.desc': 'Know your rights and where to get legal help.',
  'cat.history.desc': "Nigeria's story, from independence to today.",
  'cat.services.desc': 'Health insurance, tax and other public services.',
  'cat.faqs.desc': 'Quick answers to common questions.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<CategoryDescriptionMessageKey>`). */
export type CategoryDescriptionMessageKey = keyof typeof en;

export const categoryDescriptionMessages = defineMessages(
  { en },
  {
    pcm: () => import('./categoryDescriptionMessages.pcm'),
    yo: () => import('./categoryDescriptionMessages.yo'),
    ha: () => import('./categoryDescriptionMessages.ha'),
    ig: () => import('./categoryDescriptionMessages.ig'),
  },
);
