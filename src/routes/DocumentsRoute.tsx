import { DocumentCatalogueTabs } from '@/features/documents/DocumentCatalogueTabs';
import { documentsMessages } from '@/features/documents/messages';
import { useT } from '@/shared/i18n/useT';
import { usePublishedGuides } from '@/features/guides/usePublishedGuides';

/** /documents: the document catalogue of SPEC §3, filtered by category tabs. */
export function DocumentsRoute() {
  const t = useT(documentsMessages);
  const published = usePublishedGuides();
  return (
    <div className="container-xl py-4 py-md-5">
      <div className="guide-text mb-4">
        <h1 className="display-6 fw-bold mb-3">{t('page.title')}</h1>
        <p className="lead">{t('page.intro')}</p>
        <p className="text-body-secondary mb-0">{t('page.progress')}</p>
      </div>
      <DocumentCatalogueTabs published={published} />
    </div>
  );
}
