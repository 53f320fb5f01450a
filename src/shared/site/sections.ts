import * as icons from '@/shared/components/icons';
import type { IconPath } from '@/shared/components/Icon';
import { PATHS } from './paths';
import type { CategoryDescriptionMessageKey } from './categoryDescriptionMessages';
import type { SiteMessageKey } from './siteMessages';

// SPEC §3's content categories are part of the content API's contract; the navigation shows them.
export { CONTENT_CATEGORIES, type ContentCategory } from '@/shared/api/contentCategories';

/**
 * The portal's sections, shared by the header menu, the footer and the home page's category cards.
 * Only /documents and /documents/nin have content today; the other links lead to the not-found page
 * (SPEC §2) until their guides are written.
 */
export interface NavLink {
  /** Key in the site catalogue. */
  labelKey: SiteMessageKey;
  href: string;
}

export interface Category extends NavLink {
  descriptionKey: CategoryDescriptionMessageKey;
  icon: IconPath;
  children: NavLink[];
}

export const CATEGORIES: Category[] = [
  {
    labelKey: 'cat.government',
    descriptionKey: 'cat.government.desc',
    href: '/government',
    icon: icons.building,
    children: [
      { labelKey: 'cat.government.federal', href: '/government/federal' },
      { labelKey: 'cat.government.states', href: '/government/states' },
      { labelKey: 'cat.government.local', href: '/government/local' },
    ],
  },
  {
    labelKey: 'cat.documents',
    descriptionKey: 'cat.documents.desc',
    href: PATHS.documents,
    icon: icons.idCard,
    children: [
      { labelKey: 'cat.documents.nin', href: PATHS.ninGuide },
      { labelKey: 'cat.documents.passport', href: '/documents/passport' },
    ],
  },
  {
    labelKey: 'cat.education',
    descriptionKey: 'cat.education.desc',
    href: '/education',
    icon: icons.book,
    children: [
      { labelKey: 'cat.education.jamb', href: '/education/jamb' },
      { labelKey: 'cat.education.waec', href: '/education/waec' },
      { labelKey: 'cat.education.nysc', href: '/education/nysc' },
    ],
  },
  {
    labelKey: 'cat.rights',
    descriptionKey: 'cat.rights.desc',
    href: '/rights',
    icon: icons.scale,
    children: [
      { labelKey: 'cat.rights.constitution', href: '/rights/constitution' },
      { labelKey: 'cat.rights.legalAid', href: '/rights/legal-aid' },
    ],
  },
  {
    labelKey: 'cat.history',
    descriptionKey: 'cat.history.desc',
    href: '/history',
    icon: icons.landmark,
    children: [
      { labelKey: 'cat.history.independence', href: '/history/independence' },
      { labelKey: 'cat.history.symbols', href: '/history/national-symbols' },
    ],
  },
  {
    labelKey: 'cat.services',
    descriptionKey: 'cat.services.desc',
    href: '/services',
    icon: icons.briefcase,
    children: [
      { labelKey: 'cat.services.health', href: '/services/health-insurance' },
      { labelKey: 'cat.services.tax', href: '/services/tax' },
    ],
  },
  {
    labelKey: 'cat.faqs',
    descriptionKey: 'cat.faqs.desc',
    href: '/faqs',
    icon: icons.question,
    children: [],
  },
];
