import { Suspense, type ReactNode } from 'react';
import { GuideShare, PageFeedback, TranslationReport } from './belowTheFold';
import type { PublicGuide } from '@/shared/api/guideContent';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { usePagePreview } from '@/shared/site/pagePreview';
import { GuideTabs } from '@/features/guides/GuideTabs';
import { GuideTranslationNotice } from '@/features/guides/GuideTranslationNotice';
import type { Guide } from '@/features/guides/guideTypes';
import { useGuideT } from '@/features/guides/useGuideT';

// Drawn by the browser only when it draws a guide itself: a page the server rendered keeps their HTML.
const GuideTrail = lazyTranslated(() => import('./GuideSurroundings').then((m) => m.GuideTrail));
const GuideAside = lazyTranslated(() => import('./GuideSurroundings').then((m) => m.GuideAside));
// The same for a published guide's "Last updated" and its updates (their words, in each language, too).
const GuideLastUpdated = lazyTranslated(() =>
  import('@/features/guides/GuideUpdates').then((m) => m.GuideLastUpdated),
);
const GuideUpdates = lazyTranslated(() =>
  import('@/features/guides/GuideUpdates').then((m) => m.GuideUpdates),
);
// Shown to staff only (a preview, or facts due): its code loads when it is, not with a visitor's guide.
const GuideStaffNotice = lazyTranslated(() =>
  import('@/features/guides/GuideStaffNotice').then((m) => m.GuideStaffNotice),
);

/**
 * A document guide's page (SPEC §2): breadcrumb, title, tabs, share and feedback, with a sidebar of the
 * other documents of its category. The same for a guide written in code and one stored as content.
 * Staff see what only staff may (GuideStaffNotice): that a preview is a draft, and the facts due.
 */
export function GuidePage<K extends string>({
  guide,
  path,
  staffNotice,
  updates,
}: {
  guide: Guide<K>;
  path: string;
  /** For signed-in staff: the guide's facts due for checking (GuideStaffFacts; a preview has its own). */
  staffNotice?: ReactNode;
  /** A published guide's "Last updated" and its public change notes (none for the build's copy). */
  updates?: Pick<PublicGuide, 'updatedAt' | 'firstPublishedAt' | 'changeNotes'>;
}) {
  const t = useGuideT(guide);
  const preview = usePagePreview();

  return (
    <div className="container-xl py-4">
      <StaticHtml from={guide}>
        <Suspense fallback={null}>
          <GuideTrail guide={guide} />
        </Suspense>
      </StaticHtml>
      <div className="row g-4">
        <div className="col-lg-8">
          {preview ? (
            <Suspense fallback={null}>
              <GuideStaffNotice draft factsDue={preview.factsDue} />
            </Suspense>
          ) : (
            staffNotice
          )}
          <h1 className="display-6 fw-bold mb-3">{t(guide.title)}</h1>
          <p className="lead">{t(guide.intro)}</p>
          {updates && (
            // Static as the breadcrumb is; its "see all updates" (#updates) is followed by the router, which
            // scrolls to the list. Another guide's dates are drawn anew.
            <StaticHtml from={updates}>
              <Suspense fallback={null}>
                <GuideLastUpdated updates={updates} />
              </Suspense>
            </StaticHtml>
          )}
          <GuideTranslationNotice guide={guide}>
            {/* The lazy wrapper drops the guide's key type: its tabs' labels are keys of `t`. */}
            <TranslationReport page={path} tabs={guide.tabs} label={t as (key: string) => string} />
          </GuideTranslationNotice>
          <GuideTabs guide={guide} />
          {updates && (
            <StaticHtml from={updates}>
              <Suspense fallback={null}>
                <GuideUpdates updates={updates} />
              </Suspense>
            </StaticHtml>
          )}
          <GuideShare guide={guide} className="mt-5" />
          <PageFeedback page={path} />
        </div>
        <div className="col-lg-4">
          <StaticHtml from={guide}>
            <Suspense fallback={null}>
              <GuideAside guide={guide} />
            </Suspense>
          </StaticHtml>
        </div>
      </div>
    </div>
  );
}
