import { useDeferredValue, useMemo, useState, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { intlLocale } from '@/shared/i18n/translate';
import { useT } from '@/shared/i18n/useT';
import { formatNumber } from '@/shared/lib/numbers';
import { MAX_LENGTH } from '@/shared/lib/text';
import { CONTENT_CATEGORIES, type ContentCategory } from '@/shared/site/sections';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import { CONTENT_STATUSES, type ContentItem, type ContentStatus } from './contentTypes';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

/** Rows on one page of the list: a screenful on a laptop, and few enough to render at once on a phone. */
export const PAGE_SIZE = 20;

interface Filters {
  title: string;
  status: ContentStatus | '';
  category: ContentCategory | '';
}

/**
 * Filters (title, status, category) and pages over the content list, so a list of thousands stays fast:
 * only one page of rows is ever on screen. `children` renders the page's items.
 */
export function ContentBrowser({
  items,
  children,
}: {
  items: ContentItem[];
  children: (page: ContentItem[]) => ReactNode;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  const locale = intlLocale(useAppSelector(selectLocale));
  const [filters, setFilters] = useState<Filters>({ title: '', status: '', category: '' });
  const [page, setPage] = useState(0);
  // Typing in the filter stays instant; the list follows a moment later.
  const deferred = useDeferredValue(filters);
  const matching = useMemo(() => {
    const words = deferred.title.trim().toLocaleLowerCase();
    return items.filter(
      (item) =>
        (!deferred.status || item.status === deferred.status) &&
        (!deferred.category || item.category === deferred.category) &&
        (!words || item.title.toLocaleLowerCase().includes(words)),
    );
  }, [items, deferred]);
  const pages = Math.max(1, Math.ceil(matching.length / PAGE_SIZE));
  // A delete or a narrower filter can leave the page number past the end: show the last page then.
  const current = Math.min(page, pages - 1);
  const shown = matching.slice(current * PAGE_SIZE, (current + 1) * PAGE_SIZE);
  const filter = <K extends keyof Filters>(name: K, value: Filters[K]) => {
    setFilters((old) => ({ ...old, [name]: value }));
    setPage(0);
  };
  const n = (value: number) => formatNumber(value, locale);

  return (
    <>
      <Form
        className="content-filters mb-3"
        role="search"
        aria-label={t('filter.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Group controlId="content-filter-title">
          <Form.Label>{t('filter.title')}</Form.Label>
          <Form.Control
            type="search"
            value={filters.title}
            maxLength={MAX_LENGTH.title}
            onChange={(e) => filter('title', e.target.value)}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group controlId="content-filter-status">
          <Form.Label>{t('field.status')}</Form.Label>
          <Form.Select
            value={filters.status}
            onChange={(e) => filter('status', e.target.value as Filters['status'])}
          >
            <option value="">{t('filter.any')}</option>
            {CONTENT_STATUSES.map((status) => (
              <option key={status} value={status}>
                {t(`status.${status}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="content-filter-category">
          <Form.Label>{t('field.category')}</Form.Label>
          <Form.Select
            value={filters.category}
            onChange={(e) => filter('category', e.target.value as Filters['category'])}
          >
            <option value="">{t('filter.any')}</option>
            {CONTENT_CATEGORIES.map((category) => (
              <option key={category} value={category}>
                {nav(`cat.${category}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Form>
      <p role="status" className="text-body-secondary">
        {matching.length === 0
          ? items.length === 0
            ? ''
            : t('filter.none')
          : t('page.status', {
              from: n(current * PAGE_SIZE + 1),
              to: n(current * PAGE_SIZE + shown.length),
              total: n(matching.length),
            })}
      </p>
      {children(shown)}
      {pages > 1 && (
        <nav aria-label={t('page.label')} className="d-flex flex-wrap gap-2 align-items-center">
          <Button variant="outline-primary" disabled={current === 0} onClick={() => setPage(current - 1)}>
            {t('page.previous')}
          </Button>
          <span>{t('page.of', { page: n(current + 1), pages: n(pages) })}</span>
          <Button
            variant="outline-primary"
            disabled={current === pages - 1}
            onClick={() => setPage(current + 1)}
          >
            {t('page.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
