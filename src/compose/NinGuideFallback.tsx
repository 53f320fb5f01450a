import { ninGuide } from '@/features/guides/ninGuide';
import { PATHS } from '@/shared/site/paths';
import { GuidePage } from './GuidePage';

/**
 * The build's copy of the NIN guide: the code the database's guide was first loaded from, tag for tag the
 * same page (tests/features/guides/guideContent.test.tsx). GuideRoute shows it where no published guide
 * has come with the page: the build's prerendered page, offline, and while the database's is fetched.
 */
export function NinGuideFallback() {
  return <GuidePage guide={ninGuide} path={PATHS.ninGuide} />;
}
