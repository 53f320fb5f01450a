import type { ReactNode } from 'react';
import { DOCUMENT_CATALOGUE } from '@/features/documents/catalogue';
import { documentMessages } from '@/features/documents/messages';
import { GuideShare, PageFeedback, TranslationReport } from './belowTheFold';
import { GuideStaffNotice } from './GuideStaffNotice';
import { LastUpdated, PageUpdates } from '@/shared/components/PageUpdates';
import type { PublicGuide } from '@/shared/api/guideContent';
import { useT } from '@/shared/i18n/useT';
import { guideIsWritten } from '@/shared/site/guideStatus';
import { usePagePreview } from '@/shared/site/pagePreview';
import { PATHS } from '@/shared/site/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { GuideBreadcrumb } from '@/features/guides/GuideBreadcrumb';
import { GuideSidebar } from '@/features/guides/GuideSidebar';
import { GuideSourceNote } from '@/features/guides/GuideSourceNote';
import { GuideTabs } from '@/features/guides/GuideTabs';
import { GuideTranslationNotice } from '@/features/guides/GuideTranslationNotice';
import type { Guide } from '@/features/guides/guideTypes';
import { selectPublishedGuides } from '@/features/guides/guidesSlice';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import { guideMessages } from '@/features/guides/messages';
import { useGuideT } from '@/features/guides/useGuideT';

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
  const tGuide = useT(guideMessages);
  const tDocs = useT(documentMessages);

  const formatDate = useFormatDate();
  const preview = usePagePreview();
  // Known on the server's pages (and once a page of cards asked); else the build's catalogue stands.
  const published = useAppSelector(selectPublishedGuides);

  const category = DOCUMENT_CATALOGUE.find((entry) => entry.id === guide.id)?.category ?? 'identity';
  const related = DOCUMENT_CATALOGUE.filter(
    (entry) => entry.category === category && entry.id !== guide.id,
  ).map((entry) => ({
    label: tDocs(entry.titleKey),
    href: entry.href,
    comingSoon: !guideIsWritten(entry.href, entry.status, published),
  }));

  return (
    <div className="container-xl py-4">
      <GuideBreadcrumb
        trail={[
          { label: tGuide('breadcrumb.home'), to: PATHS.home },
          { label: tDocs('page.title'), to: PATHS.documents },
        ]}
        current={t(guide.shortTitle)}
      />
      <div className="row g-4">
        <div className="col-lg-8">
          {preview ? <GuideStaffNotice draft factsDue={preview.factsDue} /> : staffNotice}
          <h1 className="display-6 fw-bold mb-3">{t(guide.title)}</h1>
          <p className="lead">{t(guide.intro)}</p>
          {updates && <LastUpdated updatedAt={updates.updatedAt} formatDate={formatDate} />}
          <GuideTranslationNotice guide={guide}>
            {/* The lazy wrapper drops the guide's key type: its tabs' labels are keys of `t`. */}
            <TranslationReport page={path} tabs={guide.tabs} label={t as (key: string) => string} />
          </GuideTranslationNotice>
          <GuideTabs guide={guide} />
          {updates && (
            <PageUpdates
              changeNotes={updates.changeNotes}
              firstPublishedAt={updates.firstPublishedAt}
              formatDate={formatDate}
            />
          )}
          <GuideShare guide={guide} className="mt-5" />
          <PageFeedback page={path} />
        </div>
        <div className="col-lg-4">
          <GuideSourceNote guide={guide} />
          <GuideSidebar related={related} agency={t(guide.source.shortName)} officialUrl={guide.source.url} />
        </div>
      </div>
    </div>
  );
}
