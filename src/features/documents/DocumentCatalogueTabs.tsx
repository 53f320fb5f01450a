import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { useT } from '@/shared/i18n/useT';
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
 * The catalogue filtered by category tabs (react-bootstrap's tabs: arrow keys move between them).
 * Only the chosen tab's cards are mounted, so a card never sits in the page twice.
 */
export function DocumentCatalogueTabs() {
  const t = useT(documentMessages);
  return (
    <Tabs
      id="document-categories"
      defaultActiveKey="all"
      aria-label={t('tabs.label')}
      transition={false}
      mountOnEnter
      unmountOnExit
      className="mb-4"
    >
      {FILTERS.map((filter) => (
        <Tab key={filter} eventKey={filter} title={t(FILTER_LABELS[filter])}>
          <ul className="card-grid">
            {documentsIn(filter).map((entry) => (
              <li key={entry.id}>
                <DocumentCard entry={entry} />
              </li>
            ))}
          </ul>
        </Tab>
      ))}
    </Tabs>
  );
}
