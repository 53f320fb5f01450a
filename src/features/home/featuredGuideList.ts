import * as icons from '@/shared/components/icons';
import type { SiteMessageKey } from '@/shared/site/siteMessages';
import type { IconPath } from '@/shared/components/Icon';
import { PATHS } from '@/shared/site/paths';
import type { HomeMessageKey } from './messages';

interface FeaturedGuide {
  /** Stable name, used for element ids. */
  slug: string;
  titleKey: HomeMessageKey;
  summaryKey: HomeMessageKey;
  /** The section it belongs to, labelled with the navigation's own wording. */
  categoryKey: SiteMessageKey;
  href: string;
  icon: IconPath;
  status: 'complete' | 'coming-soon';
}

/**
 * The six guides the home page puts forward. Only NIN is written; the rest are honest "coming soon"
 * cards whose links lead to the not-found page until their guides exist (SPEC §2).
 */
export const FEATURED_GUIDES: FeaturedGuide[] = [
  {
    slug: 'nin',
    titleKey: 'guide.nin.title',
    summaryKey: 'guide.nin.summary',
    categoryKey: 'cat.documents',
    href: PATHS.ninGuide,
    icon: icons.idCard,
    status: 'complete',
  },
  {
    slug: 'passport',
    titleKey: 'guide.passport.title',
    summaryKey: 'guide.passport.summary',
    categoryKey: 'cat.documents',
    href: '/documents/passport',
    icon: icons.passport,
    status: 'coming-soon',
  },
  {
    slug: 'jamb',
    titleKey: 'guide.jamb.title',
    summaryKey: 'guide.jamb.summary',
    categoryKey: 'cat.education',
    href: '/education/jamb',
    icon: icons.book,
    status: 'coming-soon',
  },
  {
    slug: 'voters-card',
    titleKey: 'guide.voters.title',
    summaryKey: 'guide.voters.summary',
    categoryKey: 'cat.documents',
    href: '/documents/voters-card',
    icon: icons.vote,
    status: 'coming-soon',
  },
  {
    slug: 'nysc',
    titleKey: 'guide.nysc.title',
    summaryKey: 'guide.nysc.summary',
    categoryKey: 'cat.education',
    href: '/education/nysc',
    icon: icons.users,
    status: 'coming-soon',
  },
  {
    slug: 'bvn',
    titleKey: 'guide.bvn.title',
    summaryKey: 'guide.bvn.summary',
    categoryKey: 'cat.documents',
    href: '/documents/bvn',
    icon: icons.bank,
    status: 'coming-soon',
  },
];
