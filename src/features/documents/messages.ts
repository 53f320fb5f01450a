import { defineMessages } from '@/shared/i18n/translate';

/** Strings of the Documents list: the page, its tabs, its cards and the catalogue's titles and descriptions. */
const en = {
  'page.title': 'Documents',
  'page.intro':
    'Find out how to get, renew or check Nigerian identity, business and civil documents. Each guide tells you what to bring, what it costs and where to go.',
  'page.progress':
    'The NIN guide is ready. The other guides are still being written and are marked Coming Soon.',
  'tabs.label': 'Document categories',
  'tab.all': 'All',
  'tab.identity': 'Identity',
  'tab.business': 'Business',
  'tab.civil': 'Civil',
  'status.complete': 'Full guide',
  'status.comingSoon': 'Coming soon',
  'card.viewGuide': 'View Guide',
  'card.comingSoon': 'Coming Soon',
  'card.whereToGo': 'Until our guide is ready, go to:',
  'agency.nibss': 'Your bank (the BVN system is run by NIBSS)',
  'agency.nis': 'Nigeria Immigration Service (NIS)',
  'agency.frsc': 'Federal Road Safety Corps (FRSC)',
  'agency.inec': 'Independent National Electoral Commission (INEC)',
  'agency.nrs': 'Nigeria Revenue Service (NRS), formerly FIRS',
  'agency.cac': 'Corporate Affairs Commission (CAC)',
  'agency.npc': 'National Population Commission (NPC)',
  'agency.interior': 'Federal Ministry of Interior (marriage registries)',
  'agency.npf': 'Nigeria Police Force',
  'doc.nin.title': 'NIN',
  'doc.nin.description':
    'Your 11-digit National Identification Number from NIMC: how to enrol, what to bring and how to check it.',
  'doc.bvn.title': 'BVN',
  'doc.bvn.description': 'The Bank Verification Number that your bank uses to confirm who you are.',
  'doc.passport.title': 'Passport',
  'doc.passport.description':
    'The Nigerian international passport for travel abroad, from the Nigeria Immigration Service.',
  'doc.driversLicense.title': "Driver's license",
  'doc.driversLicense.description':
    'Permission to drive on Nigerian roads, issued through the Federal Road Safety Corps (FRSC).',
  'doc.votersCard.title': "Voter's card",
  'doc.votersCard.description': "The Permanent Voter's Card (PVC) you need to vote, from INEC.",
  'doc.tin.title': 'TIN',
  'doc.tin.description': 'The Tax Identification Number you use to pay tax, as a person or as a business.',
  'doc.businessRegistration.title': 'Business registration',
  'doc.businessRegistration.description':
    'Registering a business name or a company with the Corporate Affairs Commission (CAC).',
  'doc.birthCertificate.title': 'Birth certificate',
  'doc.birthCertificate.description':
    "The official record of a child's birth, from the National Population Commission (NPC).",
  'doc.marriageCertificate.title': 'Marriage certificate',
  'doc.marriageCertificate.description': 'The official record of a marriage, from a marriage registry.',
  'doc.policeCertificate.title': 'Police character certificate',
  'doc.policeCertificate.description':
    'A police report that says whether you have a criminal record. Employers and embassies often ask for it.',
};

/** Every key of the catalogue: each translation has exactly these (`Translation<DocumentsMessageKey>`). */
export type DocumentsMessageKey = keyof typeof en;

export const documentsMessages = defineMessages(
  { en },
  {
    pcm: () => import('./messages.pcm'),
    yo: () => import('./messages.yo'),
    ha: () => import('./messages.ha'),
    ig: () => import('./messages.ig'),
  },
);
