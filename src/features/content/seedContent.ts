import type { ContentItem } from './contentTypes';

/** SPEC §3: three published items, in documents, government and education. */
export const SEED_CONTENT: ContentItem[] = [
  {
    id: 'seed-nin-guide',
    title: 'How to get your National Identification Number (NIN)',
    category: 'documents',
    content:
      'Enrol at an NIMC office or a licensed enrolment centre with a document that shows who you are. First enrolment is free. Your 11-digit NIN is yours for life.',
    author: 'Editorial team',
    dateCreated: '2026-09-01',
    dateModified: '2026-10-15',
    status: 'published',
    revision: 1,
  },
  {
    id: 'seed-three-tiers',
    title: 'The three tiers of government in Nigeria',
    category: 'government',
    content:
      'Nigeria has a federal government, 36 state governments plus the Federal Capital Territory, and 774 local government areas. Each tier has its own responsibilities.',
    author: 'Editorial team',
    dateCreated: '2026-09-08',
    dateModified: '2026-09-08',
    status: 'published',
    revision: 1,
  },
  {
    id: 'seed-jamb-utme',
    title: 'Registering for the JAMB UTME',
    category: 'education',
    content:
      'Create a JAMB profile with your NIN, buy the registration PIN from an approved vendor, then complete your registration at an accredited centre.',
    author: 'Editorial team',
    dateCreated: '2026-09-20',
    dateModified: '2026-10-02',
    status: 'published',
    revision: 1,
  },
];
