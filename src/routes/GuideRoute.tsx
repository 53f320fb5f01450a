import { Suspense, useEffect } from 'react';
import { useParams } from 'react-router-dom';
import { fetchGuideTexts } from '@/features/guides/fetchGuide';
import { guideFromContent } from '@/features/guides/guideFromContent';
import type { Guide } from '@/features/guides/guideTypes';
import {
  guideRequested,
  selectGuide,
  selectGuideFailed,
  selectGuideMissing,
  type GuidesState,
} from '@/features/guides/guidesSlice';
import { guidePath, type PublicGuide } from '@/shared/api/guideContent';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import type { Translated } from '@/shared/i18n/translate';
import { useHydrated } from '@/shared/hooks/useHydrated';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { staffHinted } from '@/features/session/staffHint';
import { PATHS } from '@/shared/site/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { GuidePage } from '@/compose/GuidePage';
import { PageLoadingRoute } from './PageLoadingRoute';
import { GONE_GUIDE_PAGE, NOT_FOUND_PAGE, standInPage } from './standInPages';

// Rarely shown here (and the staff's notice, to staff only): their code loads when they are, not with
// every guide's first visit.
const NinGuideFallback = lazyTranslated(() =>
  import('@/compose/NinGuideFallback').then((m) => m.NinGuideFallback),
);
const GuideStaffFacts = lazyTranslated(() =>
  import('@/compose/GuideStaffFacts').then((m) => m.GuideStaffFacts),
);

type WithGuides = { guides: GuidesState };

/**
 * /documents/:slug: a published guide (issue 26). The server renders it from the database with the guide
 * in the page's data; a link followed inside the app fetches it. The NIN guide also has the build's copy
 * (the code it was first loaded from, tag for tag the same page): shown while the database's comes, and
 * offline, where the site's pages come from the offline copy. Taken down: the gone page; none: not found.
 */
export function GuideRoute() {
  const slug = useParams().slug ?? '';
  const dispatch = useAppDispatch();
  const stored = useAppSelector((state: WithGuides) => selectGuide(state, slug));
  const missing = useAppSelector((state: WithGuides) => selectGuideMissing(state, slug));
  const failed = useAppSelector((state: WithGuides) => selectGuideFailed(state, slug));
  const unknown = !stored && !missing && !failed;

  useEffect(() => {
    if (unknown) dispatch(guideRequested(slug));
  }, [unknown, slug, dispatch]);

  const guide = stored && guideOf(stored);
  // Staff's notice of facts due: after hydration (the server's page never has it), and only where the
  // browser may be signed in; its code and the session check load then.
  const hydrated = useHydrated();
  const signedIn = useAppSelector(selectSessionUser) !== null;
  if (stored && guide) {
    const staffNotice =
      hydrated && (signedIn || staffHinted()) ? (
        <Suspense fallback={null}>
          <GuideStaffFacts guide={stored} />
        </Suspense>
      ) : undefined;
    return <GuidePage guide={guide} path={guidePath(slug)} staffNotice={staffNotice} updates={stored} />;
  }
  if (missing === 'gone') return GONE_GUIDE_PAGE;
  if (missing === 'notFound' || (failed && guidePath(slug) !== PATHS.ninGuide)) return NOT_FOUND_PAGE;
  if (guidePath(slug) === PATHS.ninGuide) return NIN_FALLBACK;
  return <PageLoadingRoute />;
}

/**
 * One guide per stored guide, kept across renders React throws away — not useMemo, which loses its value
 * with them. Each guide made anew registers a catalogue of its own whose texts arrive a moment later and
 * update the page; a link's render (a transition) that such an update interrupted started again, made
 * another guide, and so on: the guide drawn in-app appeared seconds late (5 s on a slow machine, after
 * some 40 renders), and a language the page lacked was downloaded once per attempt.
 */
const guides = new WeakMap<PublicGuide, Guide<string>>();
function guideOf(stored: PublicGuide) {
  const guide = guides.get(stored) ?? storedGuide(stored);
  guides.set(stored, guide);
  return guide;
}

/**
 * The guide a page holds, its other languages loaded from the server as chosen; offline, the NIN guide's
 * come from the build's copy, so its page still reads in every language.
 */
function storedGuide({ slug, content }: PublicGuide) {
  const fromBuild = (locale: Translated) =>
    guidePath(slug) === PATHS.ninGuide
      ? import('@/features/guides/ninGuideMessages').then(({ ninGuideMessages }) =>
          ninGuideMessages.loaders[locale]().then((module) => module.default),
        )
      : Promise.reject(new Error(`no texts for ${slug} in ${locale}`));
  return guideFromContent(slug, content, (locale) =>
    fetchGuideTexts(slug, locale).catch(() => fromBuild(locale)),
  );
}

/** The build's NIN guide, made once as the other stand-in pages are (./standInPages.tsx). */
const NIN_FALLBACK = standInPage(<NinGuideFallback />);
