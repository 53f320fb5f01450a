import { Tabs } from '@/shared/components/Tabs';
import { useT } from '@/shared/i18n/useT';
import { guideIsWritten } from '@/shared/site/guideStatus';
import { DOCUMENT_CATEGORIES, documentsIn, type DocumentCategory } from './catalogue';
import { DocumentCard } from './DocumentCard';
import { documentMessages, type DocumentMessageKey } from './messages';

type Filter = DocumentCategory | 'all';

const FILTERS: readonly Filter[] = ['all', ...DOCUMENT_CATEGORIES];

const FILTER_LABELS: Record<Filter, DocumentMessageKey> = {
  all: 'tab.all',
  identity: 'tab.identity',
  business: 'tab.business',
  civil: 'tab.civil',
};

/**
 * The catalogue filtered by category tabs, each card written or "coming soon" as `published` says
 * (guideStatus.ts) (arrow keys move between them). Only the chosen tab's cards are
 * mounted, so a card never sits in the page twice.
 */
export function DocumentCatalogueTabs({ published }: { published: readonly string[] | null }) {
  const t = useT(documentMessages);
  return (
    <Tabs
      id="document-categories"
      label={t('tabs.label')}
      className="mb-4"
      mount="active"
      items={FILTERS.map((filter) => ({
        key: filter,
        title: t(FILTER_LABELS[filter]),
        content: (
          <ul className="card-grid">
            {documentsIn(filter).map((entry) => (
              <li key={entry.id}>
                <DocumentCard entry={entry} written={guideIsWritten(entry.href, entry.status, published)} />
              </li>
            ))}
          </ul>
        ),
      }))}
    />
  );
}
