import { useSearchParams } from 'react-router-dom';
import { Tabs } from '@/shared/components/Tabs';
import { useT } from '@/shared/i18n/useT';
import { guideIsWritten } from '@/shared/site/guideStatus';
import { DOCUMENT_CATEGORIES, documentsIn, type DocumentCategory } from './catalogue';
import { DocumentCard } from './DocumentCard';
import { documentsMessages, type DocumentsMessageKey } from './messages';

type Filter = DocumentCategory | 'all';

const FILTERS: readonly Filter[] = ['all', ...DOCUMENT_CATEGORIES];

const FILTER_LABELS: Record<Filter, DocumentsMessageKey> = {
  all: 'tab.all',
  identity: 'tab.identity',
  business: 'tab.business',
  civil: 'tab.civil',
};

/**
 * The catalogue filtered by category tabs, each card written or "coming soon" as `published` says
 * (guideStatus.ts) (arrow keys move between them). Only the chosen tab's cards are
 * mounted, so a card never sits in the page twice.
 *
 * The chosen tab is in the address (`?tab=identity`), and each tab is a link to it: a tap before the app
 * has arrived opens that page, which the server renders with the tab chosen.
 */
export function DocumentCatalogueTabs({ published }: { published: readonly string[] | null }) {
  const t = useT(documentsMessages);
  const [params, setParams] = useSearchParams();
  const active = FILTERS.find((filter) => filter === params.get('tab')) ?? 'all';
  const select = (filter: Filter) =>
    setParams(
      (current) => {
        current.set('tab', filter);
        return current;
      },
      { preventScrollReset: true },
    );
  return (
    <Tabs
      id="document-categories"
      label={t('tabs.label')}
      activeKey={active}
      onSelect={select}
      linkTo={(filter) => ({ search: `?tab=${filter}` })}
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
