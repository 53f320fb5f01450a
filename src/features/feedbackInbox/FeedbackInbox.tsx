import { useState } from 'react';
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
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
import { FilterForm, FilterSelect, PagedTable, PageRows } from '@/shared/components/PagedTable';
import { StaffPanel } from '@/shared/components/StaffPanel';
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

/** The message explaining a refusal: the server's sentence when it sent one, else its status. */
function refusalOf(error: unknown): string {
  const data = (error as { data?: { error?: unknown } } | undefined)?.data;
  return typeof data?.error === 'string'
    ? data.error
    : String((error as FetchBaseQueryError | undefined)?.status ?? '');
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
  // Every language's: the counts also list the pages the filter offers.
  const counts = useFeedbackCountsQuery({});

  function apply() {
    setFilters({
      page: page || undefined,
      language: language || undefined,
      kind: kind || undefined,
      status: status || undefined,
    });
  }

  return (
    <StaffPanel titleId="admin-feedback-title" title={t('inbox.title')} intro={t('inbox.intro')}>
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
                {/* The cell stays a cell (a role on it would take it out of the table); its text is the status. */}
                <td colSpan={4}>
                  <span role="status">{t('counts.loading')}</span>
                </td>
              </tr>
            )}
            {counts.isError && (
              <tr>
                <td colSpan={4}>
                  <span role="alert">{t('counts.loadFailed')}</span>
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      </div>

      <FilterForm label={t('filters.label')} apply={t('filters.apply')} onApply={apply}>
        <FilterSelect
          id="feedback-page"
          label={t('filters.page')}
          all={t('filters.all')}
          values={counts.data?.pages.map((row) => row.page) ?? []}
          text={(name) => name}
          value={page}
          onChange={setPage}
        />
        <FilterSelect
          id="feedback-language"
          label={t('filters.language')}
          all={t('filters.all')}
          values={LOCALES}
          text={(code) => t(`language.${code}`)}
          value={language}
          onChange={setLanguage}
        />
        <FilterSelect
          id="feedback-kind"
          label={t('filters.kind')}
          all={t('filters.all')}
          values={FEEDBACK_KINDS}
          text={(name) => t(`kind.${name}`)}
          value={kind}
          onChange={setKind}
        />
        <FilterSelect
          id="feedback-status"
          label={t('filters.status')}
          all={t('filters.all')}
          values={FEEDBACK_STATUSES}
          text={(name) => t(`status.${name}`)}
          value={status}
          onChange={setStatus}
        />
      </FilterForm>

      <PagedTable
        caption={t('list.caption')}
        headings={[
          t('list.when'),
          t('list.page'),
          t('list.language'),
          t('list.kind'),
          t('list.useful'),
          t('list.text'),
          t('list.status'),
        ]}
        filters={filters}
        pageOf={(query, isLast, onOlder) => <FeedbackRows query={query} isLast={isLast} onOlder={onOlder} />}
      />
    </StaffPanel>
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
  return (
    <PageRows
      columns={7}
      page={page}
      items={page.data?.items}
      isFirst={!query.before}
      isLast={isLast}
      onOlder={onOlder}
      texts={{
        loading: t('list.loading'),
        failed: t('list.loadFailed'),
        retry: t('list.retry'),
        empty: t('list.empty'),
        older: t('list.older'),
        end: t('list.end'),
      }}
      row={(item) => <FeedbackRow key={item.id} item={item} />}
    />
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
