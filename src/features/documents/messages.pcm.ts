import type { Translation } from '@/shared/i18n/translate';
import type { DocumentsMessageKey } from './messages';

/** Nigerian Pidgin (pcm) strings for documentsMessages; English is in ./messages.ts. */
const translation: Translation<DocumentsMessageKey> = {
  'page.title': 'Documents',
  'page.intro':
    'Find out how to get, renew or check Nigerian identity, business and civil documents. Every guide go tell you wetin to bring, how much e cost and where to go.',
  'page.progress':
    'Di NIN guide don ready. We still dey write di oda guides, and dem get “E dey come soon” mark.',
  'tabs.label': 'Types of document',
  'tab.all': 'All',
  'tab.identity': 'Identity',
  'tab.business': 'Business',
  'tab.civil': 'Civil',
  'status.complete': 'Full guide',
  'status.comingSoon': 'E dey come soon',
  'card.viewGuide': 'See Guide',
  'card.comingSoon': 'E dey come soon',
  'card.whereToGo': 'Until our guide ready, go meet:',
  'agency.nibss': 'Your bank (na NIBSS dey run di BVN system)',
  'agency.nis': 'Nigeria Immigration Service (NIS)',
  'agency.frsc': 'Federal Road Safety Corps (FRSC)',
  'agency.inec': 'Independent National Electoral Commission (INEC)',
  'agency.nrs': 'Nigeria Revenue Service (NRS), wey dem dey call FIRS before',
  'agency.cac': 'Corporate Affairs Commission (CAC)',
  'agency.npc': 'National Population Commission (NPC)',
  'agency.interior': 'Federal Ministry of Interior (marriage registries)',
  'agency.npf': 'Nigeria Police Force',
  'doc.nin.title': 'NIN',
  'doc.nin.description':
    'Your 11-digit National Identification Number from NIMC: how to enrol, wetin to bring and how to check am.',
  'doc.bvn.title': 'BVN',
  'doc.bvn.description': 'Di Bank Verification Number wey your bank dey use confirm who you be.',
  'doc.passport.title': 'Passport',
  'doc.passport.description':
    'Di Nigerian international passport for travel go abroad, from Nigeria Immigration Service.',
  'doc.driversLicense.title': "Driver's license",
  'doc.driversLicense.description':
    'Permission to drive for Nigerian roads, wey dem dey issue through Federal Road Safety Corps (FRSC).',
  'doc.votersCard.title': "Voter's card",
  'doc.votersCard.description': "Di Permanent Voter's Card (PVC) wey you need to vote, from INEC.",
  'doc.tin.title': 'TIN',
  'doc.tin.description': 'Di Tax Identification Number wey you dey use pay tax, as person or as business.',
  'doc.businessRegistration.title': 'Business registration',
  'doc.businessRegistration.description':
    'How to register business name or company with Corporate Affairs Commission (CAC).',
  'doc.birthCertificate.title': 'Birth certificate',
  'doc.birthCertificate.description':
    'Di official record of pikin birth, from National Population Commission (NPC).',
  'doc.marriageCertificate.title': 'Marriage certificate',
  'doc.marriageCertificate.description': 'Di official record of marriage, from marriage registry.',
  'doc.policeCertificate.title': 'Police character certificate',
  'doc.policeCertificate.description':
    'Police report wey dey show whether you get criminal record. Many times, employers and embassies dey ask for am.',
};

export default translation;
