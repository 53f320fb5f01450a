import { DOCUMENT_CATALOGUE } from '@/features/documents/catalogue';
import { documentMessages } from '@/features/documents/messages';
import { GuideBreadcrumb } from '@/features/guides/GuideBreadcrumb';
import { GuideSidebar } from '@/features/guides/GuideSidebar';
import { GuideSourceNote } from '@/features/guides/GuideSourceNote';
import { GuideTabs } from '@/features/guides/GuideTabs';
import { GuideTranslationNotice } from '@/features/guides/GuideTranslationNotice';
import { guideMessages } from '@/features/guides/messages';
import { ninGuide } from '@/features/guides/ninGuide';
import { useGuideT } from '@/features/guides/useGuideT';
import { useT } from '@/shared/i18n/useT';
import { PATHS } from '@/shared/site/paths';
import { GuideShare, PageFeedback } from './belowTheFold';

/** /documents/nin: the one complete guide (SPEC §2), with its sidebar of related identity documents. */
export function NinGuideRoute() {
  const t = useGuideT(ninGuide);
  const tGuide = useT(guideMessages);
  const tDocs = useT(documentMessages);

  const related = DOCUMENT_CATALOGUE.filter(
    (entry) => entry.category === 'identity' && entry.id !== ninGuide.id,
  ).map((entry) => ({
    label: tDocs(entry.titleKey),
    href: entry.href,
    comingSoon: entry.status === 'coming-soon',
  }));

  return (
    <div className="container-xl py-4">
      <GuideBreadcrumb
        trail={[
          { label: tGuide('breadcrumb.home'), to: PATHS.home },
          { label: tDocs('page.title'), to: PATHS.documents },
        ]}
        current={t(ninGuide.shortTitle)}
      />
      <div className="row g-4">
        <div className="col-lg-8">
          <h1 className="display-6 fw-bold mb-3">{t(ninGuide.title)}</h1>
          <p className="lead">{t(ninGuide.intro)}</p>
          <GuideTranslationNotice />
          <GuideTabs guide={ninGuide} />
          <GuideShare guide={ninGuide} className="mt-5" />
          <PageFeedback page={PATHS.ninGuide} />
        </div>
        <div className="col-lg-4">
          <GuideSourceNote guide={ninGuide} />
          <GuideSidebar
            related={related}
            agency={t(ninGuide.source.shortName)}
            officialUrl={ninGuide.source.url}
          />
        </div>
      </div>
    </div>
  );
}
