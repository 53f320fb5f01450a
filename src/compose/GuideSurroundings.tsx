import { DOCUMENT_CATALOGUE } from '@/features/documents/catalogue';
import { documentsMessages } from '@/features/documents/messages';
import { GuideBreadcrumb } from '@/features/guides/GuideBreadcrumb';
import { GuideSidebar } from '@/features/guides/GuideSidebar';
import { GuideSourceNote } from '@/features/guides/GuideSourceNote';
import type { Guide } from '@/features/guides/guideTypes';
import { selectPublishedGuides } from '@/features/guides/guidesSlice';
import { surroundingsMessages } from '@/features/guides/surroundingsMessages';
import { useGuideT } from '@/features/guides/useGuideT';
import { useT } from '@/shared/i18n/useT';
import { guideIsWritten } from '@/shared/site/guideStatus';
import { PATHS } from '@/shared/site/paths';
import { useAppSelector } from '@/shared/store/hooks';

/*
 * What surrounds a guide's text and never changes while it is open: where it sits (the breadcrumb), its
 * official source and the other documents of its category. A page the server rendered keeps their HTML
 * (StaticHtml in ./GuidePage.tsx), so this code, and the document catalogue's words it reads, download
 * only when the browser draws a guide itself (a link followed in the app).
 */

/** Home › Documents › this guide. */
export function GuideTrail<K extends string>({ guide }: { guide: Guide<K> }) {
  const t = useGuideT(guide);
  const tGuide = useT(surroundingsMessages);
  const tDocs = useT(documentsMessages);
  return (
    <GuideBreadcrumb
      trail={[
        { label: tGuide('breadcrumb.home'), to: PATHS.home },
        { label: tDocs('page.title'), to: PATHS.documents },
      ]}
      current={t(guide.shortTitle)}
    />
  );
}

/** Beside the guide on a wide screen, after it on a phone: its source, then the related documents. */
export function GuideAside<K extends string>({ guide }: { guide: Guide<K> }) {
  const t = useGuideT(guide);
  const tDocs = useT(documentsMessages);
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
    <>
      <GuideSourceNote guide={guide} />
      <GuideSidebar related={related} agency={t(guide.source.shortName)} officialUrl={guide.source.url} />
    </>
  );
}
