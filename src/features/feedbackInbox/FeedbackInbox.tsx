import { useState, type FormEvent, type ReactNode } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import {
  FEEDBACK_KINDS,
  FEEDBACK_STATUSES,
  NEXT_STATUS,
  type FeedbackInboxQuery,
  type FeedbackItem,
  type FeedbackKind,
  type FeedbackStatus,
} from '@/shared/api/feedbackInbox';
import { LOCALES, type Locale } from '@/shared/i18n/translate';
import { useFormatDateTime } from '@/shared/i18n/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { localePath } from '@/shared/lib/localePaths';
import { useAppSelector } from '@/shared/store/hooks';
import { selectSessionUser } from '@/features/session/sessionSlice';
import {
  useChangeFeedbackStatusMutation,
  useFeedbackCountsQuery,
  useFeedbackInboxPageQuery,
} from './feedbackInboxApi';
import { feedbackInboxMessages } from './messages';
import '@/shared/components/staffScreens.css';

type Filters = Omit<FeedbackInboxQuery, 'before' | 'limit'>;

const STATUS_BADGE: Record<FeedbackStatus, string> = {
  new: 'primary',
  inProgress: 'warning',
  done: 'success',
};

/** The message explaining a refusal: the server's sentence when it sent one. */
function refusalOf(error: unknown): string {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string' ? data.error : String((error as { status?: unknown })?.status ?? '');
}

/**
 * The Feedback tab (writers, editors, admins): the counts per page at the top, then every answer to "Is
 * this page useful?" and every translation report, newest first, filtered by page, language, kind and
 * status. "Older feedback" adds the next page below. Editors and admins move an item new → in progress →
 * done. What readers wrote is shown as text, never as markup.
 */
export function FeedbackInbox() {
  const t = useT(feedbackInboxMessages);
  const [page, setPage] = useState('');
  const [language, setLanguage] = useState<Locale | ''>('');
  const [kind, setKind] = useState<FeedbackKind | ''>('');
  const [status, setStatus] = useState<FeedbackStatus | ''>('');
  const [filters, setFilters] = useState<Filters>({});
  // The `before` of every page shown: the first page has none.
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);
  // Every language's: the counts also list the pages the filter offers.
  const counts = useFeedbackCountsQuery({});

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters({
      page: page || undefined,
      language: language || undefined,
      kind: kind || undefined,
      status: status || undefined,
    });
    setPages([undefined]);
  }

  return (
    <section aria-labelledby="admin-feedback-title">
      <h2 id="admin-feedback-title" className="h3">
        {t('inbox.title')}
      </h2>
      <p className="text-body-secondary">{t('inbox.intro')}</p>

      <h3 className="h5">{t('counts.title')}</h3>
      <div className="stacked-table-box mb-4">
        <Table className="align-middle stacked-table">
          <caption className="visually-hidden">{t('counts.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('counts.page')}</th>
              <th scope="col">{t('counts.yes')}</th>
              <th scope="col">{t('counts.no')}</th>
              <th scope="col">{t('counts.reports')}</th>
            </tr>
          </thead>
          <tbody>
            {counts.data?.pages.map((row) => (
              <tr key={row.page}>
                <th scope="row" data-label={t('counts.page')} className="breakable fw-normal">
                  {row.page}
                </th>
                <td data-label={t('counts.yes')}>{row.yes}</td>
                <td data-label={t('counts.no')}>{row.no}</td>
                <td data-label={t('counts.reports')}>{row.reports}</td>
              </tr>
            ))}
            {counts.data?.pages.length === 0 && (
              <tr>
                <td colSpan={4}>{t('counts.none')}</td>
              </tr>
            )}
            {counts.isLoading && (
              <tr>
                <td colSpan={4} role="status">
                  {t('counts.loading')}
                </td>
              </tr>
            )}
            {counts.isError && (
              <tr>
                <td colSpan={4} role="alert">
                  {t('counts.loadFailed')}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </div>

      <Form noValidate onSubmit={apply} aria-label={t('filters.label')} className="admin-field-row mb-3">
        <Form.Group controlId="feedback-page">
          <Form.Label>{t('filters.page')}</Form.Label>
          <Form.Select value={page} onChange={(e) => setPage(e.target.value)}>
            <option value="">{t('filters.all')}</option>
            {counts.data?.pages.map((row) => (
              <option key={row.page} value={row.page}>
                {row.page}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="feedback-language">
          <Form.Label>{t('filters.language')}</Form.Label>
          <Form.Select value={language} onChange={(e) => setLanguage(e.target.value as Locale | '')}>
            <option value="">{t('filters.all')}</option>
            {LOCALES.map((code) => (
              <option key={code} value={code}>
                {t(`language.${code}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="feedback-kind">
          <Form.Label>{t('filters.kind')}</Form.Label>
          <Form.Select value={kind} onChange={(e) => setKind(e.target.value as FeedbackKind | '')}>
            <option value="">{t('filters.all')}</option>
            {FEEDBACK_KINDS.map((name) => (
              <option key={name} value={name}>
                {t(`kind.${name}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Form.Group controlId="feedback-status">
          <Form.Label>{t('filters.status')}</Form.Label>
          <Form.Select value={status} onChange={(e) => setStatus(e.target.value as FeedbackStatus | '')}>
            <option value="">{t('filters.all')}</option>
            {FEEDBACK_STATUSES.map((name) => (
              <option key={name} value={name}>
                {t(`status.${name}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button type="submit" variant="outline-primary">
          {t('filters.apply')}
        </Button>
      </Form>

      <div className="stacked-table-box">
        <Table className="align-middle stacked-table">
          <caption className="visually-hidden">{t('list.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('list.when')}</th>
              <th scope="col">{t('list.page')}</th>
              <th scope="col">{t('list.language')}</th>
              <th scope="col">{t('list.kind')}</th>
              <th scope="col">{t('list.useful')}</th>
              <th scope="col">{t('list.text')}</th>
              <th scope="col">{t('list.status')}</th>
            </tr>
          </thead>
          {pages.map((before, index) => (
            <FeedbackRows
              key={before ?? 'newest'}
              query={{ ...filters, before }}
              isLast={index === pages.length - 1}
              onOlder={(next) => setPages((shown) => [...shown, next])}
            />
          ))}
        </Table>
      </div>
    </section>
  );
}

/** One page of the inbox, and under the last page shown, its state and the way to older feedback. */
function FeedbackRows({
  query,
  isLast,
  onOlder,
}: {
  query: FeedbackInboxQuery;
  isLast: boolean;
  onOlder: (next: string) => void;
}) {
  const t = useT(feedbackInboxMessages);
  const page = useFeedbackInboxPageQuery(query);
  const note = (children: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={7} role={role}>
        {children}
      </td>
    </tr>
  );
  return (
    <tbody>
      {page.data?.items.map((item) => (
        <FeedbackRow key={item.id} item={item} />
      ))}
      {isLast && page.isFetching && note(t('list.loading'), 'status')}
      {isLast &&
        page.isError &&
        note(
          <>
            {t('list.loadFailed')}{' '}
            <Button size="sm" variant="outline-danger" onClick={() => void page.refetch()}>
              {t('list.retry')}
            </Button>
          </>,
          'alert',
        )}
      {isLast && page.data && !query.before && page.data.items.length === 0 && note(t('list.empty'))}
      {isLast &&
        page.data &&
        (page.data.next
          ? note(
              <Button variant="outline-secondary" onClick={() => onOlder(page.data!.next!)}>
                {t('list.older')}
              </Button>,
            )
          : page.data.items.length > 0
            ? note(t('list.end'))
            : null)}
    </tbody>
  );
}

function FeedbackRow({ item }: { item: FeedbackItem }) {
  const t = useT(feedbackInboxMessages);
  const when = useFormatDateTime();
  const user = useAppSelector(selectSessionUser);
  const [change, changing] = useChangeFeedbackStatusMutation();
  const mayChange = user?.role === 'editor' || user?.role === 'admin';
  const next = NEXT_STATUS[item.status];
  // eslint-disable-next-line no-restricted-properties -- the item's field `at`, not Array.prototype.at
  const { at } = item;
  const received = when(at);
  const href =
    localePath(item.language, item.page) + (item.section ? `?tab=${encodeURIComponent(item.section)}` : '');
  return (
    <tr>
      <td data-label={t('list.when')}>
        <time dateTime={at}>{received}</time>
      </td>
      <td data-label={t('list.page')} className="breakable">
        <a href={href} hrefLang={item.language}>
          {item.page}
        </a>
      </td>
      <td data-label={t('list.language')}>{t(`language.${item.language}`)}</td>
      <td data-label={t('list.kind')}>{t(`kind.${item.kind}`)}</td>
      <td data-label={t('list.useful')}>
        {item.useful === null ? t('useful.none') : t(item.useful ? 'useful.yes' : 'useful.no')}
      </td>
      <td data-label={t('list.text')} className="breakable">
        {item.section && (
          <p className="small text-body-secondary mb-1">{t('list.section', { section: item.section })}</p>
        )}
        <p className="mb-1">
          {item.text ?? (item.kind === 'translation' ? t('list.cleared') : t('list.noText'))}
        </p>
        {item.quoted && (
          <p className="small mb-0">
            {t('list.quoted')} <q>{item.quoted}</q>
          </p>
        )}
      </td>
      <td data-label={t('list.status')}>
        <Badge bg={STATUS_BADGE[item.status]} text={item.status === 'inProgress' ? 'dark' : undefined}>
          {t(`status.${item.status}`)}
        </Badge>
        {item.statusChangedBy && item.statusChangedAt && (
          <p className="small text-body-secondary mb-0 mt-1">
            {t('list.changedBy', { who: item.statusChangedBy, when: when(item.statusChangedAt) })}
          </p>
        )}
        {mayChange && next && (
          <div className="mt-2">
            <Button
              size="sm"
              variant="outline-primary"
              aria-label={t(next === 'done' ? 'action.doneNamed' : 'action.inProgressNamed', {
                when: received,
              })}
              aria-disabled={changing.isLoading || undefined}
              onClick={() => {
                if (!changing.isLoading) void change({ id: item.id, status: next });
              }}
            >
              {t(next === 'done' ? 'action.done' : 'action.inProgress')}
            </Button>
          </div>
        )}
        {changing.isError && (
          <p role="alert" className="small text-danger mb-0 mt-1">
            {t('action.failed', { message: refusalOf(changing.error) })}
          </p>
        )}
      </td>
    </tr>
  );
}
