import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import { FilterForm, FilterSelect, PagedTable, PageRows } from '@/shared/components/PagedTable';
import { StaffPanel } from '@/shared/components/StaffPanel';
import { AUDIT_ACTIONS, EMAIL_MAX_LENGTH, type AuditAction, type AuditQuery } from '@/shared/api/accounts';
import { useFormatDateTime } from '@/shared/i18n/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { useAuditPageQuery } from './accountsApi';
import { accountsMessages } from './messages';
import { useRefusalText } from './refusals';
import '@/shared/components/staffScreens.css';

type Filters = Pick<AuditQuery, 'actor' | 'action'>;

/**
 * The Audit log tab (admins): newest first, filtered by person and by action. "Older entries" adds the
 * next page below (the server's `next`, sent back as `before`); a new filter starts from the newest.
 */
export function AuditLog() {
  const t = useT(accountsMessages);
  const [actor, setActor] = useState('');
  const [action, setAction] = useState<AuditAction | ''>('');
  const [filters, setFilters] = useState<Filters>({});

  return (
    <StaffPanel titleId="admin-audit-title" title={t('audit.title')} intro={t('audit.intro')}>
      <FilterForm
        label={t('audit.filters')}
        apply={t('audit.apply')}
        onApply={() => setFilters({ actor: actor.trim() || undefined, action: action || undefined })}
      >
        <Form.Group controlId="audit-actor">
          <Form.Label>{t('audit.person')}</Form.Label>
          <Form.Control
            type="search"
            value={actor}
            maxLength={EMAIL_MAX_LENGTH}
            onChange={(e) => setActor(e.target.value)}
          />
        </Form.Group>
        <FilterSelect
          id="audit-action"
          label={t('audit.action')}
          all={t('audit.allActions')}
          values={AUDIT_ACTIONS}
          text={(name) => t(`audit.${name}`)}
          value={action}
          onChange={setAction}
        />
      </FilterForm>
      <PagedTable
        caption={t('audit.caption')}
        headings={[
          t('audit.when'),
          t('audit.who'),
          t('audit.action'),
          t('audit.subject'),
          t('audit.address'),
          t('audit.detail'),
        ]}
        filters={filters}
        pageOf={(query, isLast, onOlder) => <AuditRows query={query} isLast={isLast} onOlder={onOlder} />}
      />
    </StaffPanel>
  );
}

/** One page of the log, and under the last page shown, its state and the way to older entries. */
function AuditRows({
  query,
  isLast,
  onOlder,
}: {
  query: AuditQuery;
  isLast: boolean;
  onOlder: (next: string) => void;
}) {
  const t = useT(accountsMessages);
  const refusal = useRefusalText();
  const when = useFormatDateTime();
  const page = useAuditPageQuery(query);
  return (
    <PageRows
      columns={6}
      page={page}
      items={page.data?.entries}
      isFirst={!query.before}
      isLast={isLast}
      onOlder={onOlder}
      texts={{
        loading: t('audit.loading'),
        failed: (
          <>
            {t('audit.loadFailed')} {refusal(page.error)}
          </>
        ),
        retry: t('retry'),
        empty: t('audit.empty'),
        older: t('audit.older'),
        end: t('audit.end'),
      }}
      row={(entry) => (
        <tr key={entry.id}>
          <td data-label={t('audit.when')}>
            {/* eslint-disable-next-line no-restricted-properties -- the entry's field `at`, not Array.prototype.at */}
            <time dateTime={entry.at}>{when(entry.at, { seconds: true })}</time>
          </td>
          <td data-label={t('audit.who')}>{entry.actorEmail ?? t('audit.nobody')}</td>
          <td data-label={t('audit.action')}>{t(`audit.${entry.action}`)}</td>
          <td data-label={t('audit.subject')} className="breakable">
            {entry.subject ?? '—'}
          </td>
          <td data-label={t('audit.address')} className="breakable">
            {entry.ip ?? '—'}
          </td>
          <td data-label={t('audit.detail')}>{entry.detail ?? '—'}</td>
        </tr>
      )}
    />
  );
}
