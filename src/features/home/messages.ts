import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the home page sections (the newsletter has its own catalogue). */
const en = {
  'hero.title': 'Government services in Nigeria, explained simply',
  'hero.lead':
    'Free, step-by-step guides to your NIN, passport, exams and more. Search below or choose a topic.',
  'hero.trust': 'Each guide names its official source and the date we last checked it.',
  'topics.title': 'Browse by topic',
  'featured.title': 'Featured guides',
  'featured.intro':
    'The NIN guide is complete. The others are still being written and checked, and say so until they are ready.',
  'featured.complete': 'Full guide',
  'featured.soon': 'Coming soon',
  'featured.all': 'View All Content',
  'latest.title': 'Latest updates',
  'latest.updated': 'Updated {date}',
  'guide.nin.title': 'National Identification Number (NIN)',
  'guide.nin.summary': 'Enrol for free, find your NIN and correct mistakes on your record.',
  'guide.passport.title': 'International passport',
  'guide.passport.summary': 'Apply for a new passport or renew one that has expired.',
  'guide.jamb.title': 'JAMB registration',
  'guide.jamb.summary': 'Register for the UTME and choose your courses and schools.',
  'guide.voters.title': "Voter's card",
  'guide.voters.summary': 'Register to vote and collect your permanent voter card (PVC).',
  'guide.nysc.title': 'NYSC',
  'guide.nysc.summary': 'Registration, call-up letters and what to expect in your service year.',
  'guide.bvn.title': 'Bank Verification Number (BVN)',
  'guide.bvn.summary': 'Get a BVN at your bank and link it to your NIN.',
  'impact.title': 'Citizen Guide in numbers',
  'impact.note': 'What we are building towards. Today the NIN guide is complete, in five languages.',
  'impact.states': 'States',
  'impact.guides': 'Guides',
  'impact.languages': 'Languages',
  'impact.resources': 'Resources',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<HomeMessageKey>`). */
export type HomeMessageKey = keyof typeof en;

export const homeMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
