import * as icons from '@/shared/components/icons';
import type { IconPath } from '@/shared/components/Icon';
import type { DocumentsMessageKey } from './messages';
import { PATHS } from '@/shared/site/paths';

export type DocumentCategory = 'identity' | 'business' | 'civil';
type DocumentStatus = 'complete' | 'coming-soon';

/** One entry of the document catalogue (SPEC §3). Title and description are keys in documentsMessages. */
export interface DocumentEntry {
  id: string;
  titleKey: DocumentsMessageKey;
  descriptionKey: DocumentsMessageKey;
  icon: IconPath;
  href: string;
  category: DocumentCategory;
  status: DocumentStatus;
  /**
   * Who issues it, so a visitor knows where to go before our guide exists. The website is given only
   * where docs/AGENCY-FACTS.md confirms it with high confidence; otherwise the name alone.
   */
  agency?: { nameKey: DocumentsMessageKey; url?: string };
}

/** The categories in the order the Documents page shows them as tabs, after "All". */
export const DOCUMENT_CATEGORIES: readonly DocumentCategory[] = ['identity', 'business', 'civil'];

/**
 * The one place the catalogue lives. Only the NIN guide is written (SPEC §1); the other hrefs are where
 * their guides will go and lead to the not-found page until then, so nothing links to them as if ready.
 */
export const DOCUMENT_CATALOGUE: readonly DocumentEntry[] = [
  {
    id: 'nin',
    titleKey: 'doc.nin.title',
    descriptionKey: 'doc.nin.description',
    icon: icons.idCard,
    href: PATHS.ninGuide,
    category: 'identity',
    status: 'complete',
  },
  {
    id: 'bvn',
    titleKey: 'doc.bvn.title',
    descriptionKey: 'doc.bvn.description',
    icon: icons.bank,
    href: '/documents/bvn',
    category: 'identity',
    status: 'coming-soon',
    agency: { nameKey: 'agency.nibss', url: 'https://nibss-plc.com.ng' },
  },
  {
    id: 'passport',
    titleKey: 'doc.passport.title',
    descriptionKey: 'doc.passport.description',
    icon: icons.passport,
    href: '/documents/passport',
    category: 'identity',
    status: 'coming-soon',
    agency: { nameKey: 'agency.nis', url: 'https://immigration.gov.ng' },
  },
  {
    id: 'drivers-license',
    titleKey: 'doc.driversLicense.title',
    descriptionKey: 'doc.driversLicense.description',
    icon: icons.car,
    href: '/documents/drivers-license',
    category: 'identity',
    status: 'coming-soon',
    agency: { nameKey: 'agency.frsc' },
  },
  {
    id: 'voters-card',
    titleKey: 'doc.votersCard.title',
    descriptionKey: 'doc.votersCard.description',
    icon: icons.vote,
    href: '/documents/voters-card',
    category: 'identity',
    status: 'coming-soon',
    agency: { nameKey: 'agency.inec', url: 'https://inecnigeria.org' },
  },
  {
    id: 'tin',
    titleKey: 'doc.tin.title',
    descriptionKey: 'doc.tin.description',
    icon: icons.file,
    href: '/documents/tin',
    category: 'business',
    status: 'coming-soon',
    agency: { nameKey: 'agency.nrs', url: 'https://www.nrs.gov.ng' },
  },
  {
    id: 'business-registration',
    titleKey: 'doc.businessRegistration.title',
    descriptionKey: 'doc.businessRegistration.description',
    icon: icons.briefcase,
    href: '/documents/business-registration',
    category: 'business',
    status: 'coming-soon',
    agency: { nameKey: 'agency.cac', url: 'https://www.cac.gov.ng' },
  },
  {
    id: 'birth-certificate',
    titleKey: 'doc.birthCertificate.title',
    descriptionKey: 'doc.birthCertificate.description',
    icon: icons.baby,
    href: '/documents/birth-certificate',
    category: 'civil',
    status: 'coming-soon',
    agency: { nameKey: 'agency.npc', url: 'https://nationalpopulation.gov.ng' },
  },
  {
    id: 'marriage-certificate',
    titleKey: 'doc.marriageCertificate.title',
    descriptionKey: 'doc.marriageCertificate.description',
    icon: icons.heart,
    href: '/documents/marriage-certificate',
    category: 'civil',
    status: 'coming-soon',
    agency: { nameKey: 'agency.interior', url: 'https://interior.gov.ng' },
  },
  {
    id: 'police-certificate',
    titleKey: 'doc.policeCertificate.title',
    descriptionKey: 'doc.policeCertificate.description',
    icon: icons.shield,
    href: '/documents/police-character-certificate',
    category: 'civil',
    status: 'coming-soon',
    agency: { nameKey: 'agency.npf', url: 'https://npf.gov.ng' },
  },
];

/** The catalogue entries in one category (or all of them), in catalogue order. */
export function documentsIn(filter: DocumentCategory | 'all'): DocumentEntry[] {
  return DOCUMENT_CATALOGUE.filter((entry) => filter === 'all' || entry.category === filter);
}
