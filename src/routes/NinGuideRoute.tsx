import { GuidePage } from './GuidePage';
import { ninGuide } from '@/features/guides/ninGuide';
import { PATHS } from '@/shared/site/paths';

/** /documents/nin: the one complete guide (SPEC §2), with its sidebar of related identity documents. */
export function NinGuideRoute() {
  return <GuidePage guide={ninGuide} path={PATHS.ninGuide} />;
}
