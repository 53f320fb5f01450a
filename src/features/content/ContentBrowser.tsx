import { useEffect, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Spinner from 'react-bootstrap/Spinner';
import {
  CONTENT_CATEGORIES,
  CONTENT_PAGE_SIZE,
  TITLE_MAX_LENGTH,
  type ContentCategory,
  type ContentQuery,
  type ContentStatus,
  type ContentView,
} from '@/shared/api/content';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { useT } from '@/shared/i18n/useT';
import { formatNumber } from '@/shared/lib/numbers';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppSelector } from '@/shared/store/hooks';
import { useListContentQuery } from './contentApi';
import { selectOfflineItems, selectWriteQueue } from './contentSlice';
import { ContentList } from './ContentList';
import { withQueue, withSaved, type ContentRow } from './contentView';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

/** How long typing in the title search pauses before the list asks the server: one request per pause. */
export const SEARCH_DELAY_MS = 300;

/** `value`, once it has stayed the same for `delayMs`. */
function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

type Sort = 'updated-desc' | 'updated-asc' | 'created-desc' | 'title-asc' | 'title-desc';
const SORTS: Sort[] = ['updated-desc', 'updated-asc', 'created-desc', 'title-asc', 'title-desc'];

const VIEWS = ['', 'review', 'scheduled', 'mine', 'factsDue'] as const;

/**
 * The content list, a page at a time from the server (the work lists — waiting for review, scheduled, my
 * work — or everything; filters by status and category, title search, sort), with the person's
 * unanswered writes shown on top. Loading, a failure (with Try again) and an empty list each say so;
 * when the server cannot be reached, the copy this browser kept is shown.
 */
export function ContentBrowser({
  mayDelete,
  onEdit,
  onDelete,
}: {
  mayDelete: boolean;
  onEdit: (row: ContentRow) => void;
  onDelete: (row: ContentRow) => void;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  const n = formatNumber;
  const [view, setView] = useState<ContentView | ''>('');
  const [status, setStatus] = useState<ContentStatus | ''>('');
  const [category, setCategory] = useState<ContentCategory | ''>('');
  const [title, setTitle] = useState('');
  const [sort, setSort] = useState<Sort>('updated-desc');
  const [page, setPage] = useState(1);
  const q = useSettled(title.trim(), SEARCH_DELAY_MS);
  const [by, dir] = sort.split('-') as [ContentQuery['sort'], ContentQuery['dir']];
  const query: ContentQuery = {
    ...(view && { view }),
    ...(status && { status }),
    ...(category && { category }),
    ...(q && { q }),
    sort: by,
    dir,
    page,
    pageSize: CONTENT_PAGE_SIZE,
  };
  const list = useListContentQuery(query);
  const queue = useAppSelector(selectWriteQueue);
  const me = useAppSelector(selectSessionUser)?.id ?? null;
  const offline = useAppSelector(selectOfflineItems);
  const unreachable = list.isError && (list.error as { status?: unknown }).status === 'FETCH_ERROR';
  const items = list.data ? withSaved(list.data.items, offline) : unreachable ? offline : [];
  // New items waiting on the first page of all content only: the newest change first, as the default
  // sort puts it (a work list holds only what the server put in it).
  const rows = withQueue(
    items,
    page === 1 && !view ? queue : queue.filter((e) => e.write.kind !== 'create'),
    me,
  );
  const total = list.data?.total ?? 0;
  const pages = Math.max(1, Math.ceil(total / CONTENT_PAGE_SIZE));
  const choose =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };

  return (
    <>
      <Form
        className="content-filters mb-3"
        role="search"
        aria-label={t('filter.label')}
        onSubmit={(event) => event.preventDefault()}
      >
        <Form.Group controlId="content-view">
          <Form.Label>{t('view.label')}</Form.Label>
          <Form.Select value={view} onChange={(e) => choose(setView)(e.target.value as ContentView | '')}>
            {VIEWS.map((value) => (
              <option key={value} value={value}>
                {t(`view.${value || 'all'}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="content-filter-title">
          <Form.Label>{t('filter.title')}</Form.Label>
          <Form.Control
            type="search"
            value={title}
            maxLength={TITLE_MAX_LENGTH}
            onChange={(e) => choose(setTitle)(e.target.value)}
            autoComplete="off"
          />
        </Form.Group>
        <Form.Group controlId="content-filter-status">
          <Form.Label>{t('field.status')}</Form.Label>
          <Form.Select
            value={status}
            onChange={(e) => choose(setStatus)(e.target.value as ContentStatus | '')}
          >
            <option value="">{t('filter.any')}</option>
            <option value="draft">{t('status.draft')}</option>
            <option value="published">{t('status.published')}</option>
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="content-filter-category">
          <Form.Label>{t('field.category')}</Form.Label>
          <Form.Select
            value={category}
            onChange={(e) => choose(setCategory)(e.target.value as ContentCategory | '')}
          >
            <option value="">{t('filter.any')}</option>
            {CONTENT_CATEGORIES.map((value) => (
              <option key={value} value={value}>
                {nav(`cat.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="content-sort">
          <Form.Label>{t('sort.label')}</Form.Label>
          <Form.Select value={sort} onChange={(e) => choose(setSort)(e.target.value as Sort)}>
            {SORTS.map((value) => (
              <option key={value} value={value}>
                {t(`sort.${value}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Form>
      {list.isError && (
        <Alert
          variant={unreachable ? 'warning' : 'danger'}
          className="d-flex flex-wrap gap-2 align-items-center"
        >
          <span>{t(unreachable ? 'list.offline' : 'list.failed')}</span>
          <Button size="sm" variant="outline-dark" onClick={() => void list.refetch()}>
            {t('list.retry')}
          </Button>
        </Alert>
      )}
      <p role="status" className="text-body-secondary">
        {list.isFetching ? (
          <>
            <Spinner as="span" size="sm" animation="border" aria-hidden="true" /> {t('list.loading')}
          </>
        ) : list.data && total > 0 ? (
          t('page.status', {
            from: n((page - 1) * CONTENT_PAGE_SIZE + 1),
            to: n((page - 1) * CONTENT_PAGE_SIZE + list.data.items.length),
            total: n(total),
          })
        ) : list.data ? (
          t(status || category || q ? 'filter.none' : view ? 'view.none' : 'list.empty')
        ) : (
          ''
        )}
      </p>
      {rows.length > 0 && (
        <ContentList rows={rows} mayDelete={mayDelete} onEdit={onEdit} onDelete={onDelete} />
      )}
      {pages > 1 && (
        <nav aria-label={t('page.label')} className="d-flex flex-wrap gap-2 align-items-center">
          <Button variant="outline-primary" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('page.previous')}
          </Button>
          <span>{t('page.of', { page: n(page), pages: n(pages) })}</span>
          <Button variant="outline-primary" disabled={page >= pages} onClick={() => setPage(page + 1)}>
            {t('page.next')}
          </Button>
        </nav>
      )}
    </>
  );
}
