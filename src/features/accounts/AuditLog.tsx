import { useState, type FormEvent, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
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
  // The `before` of every page shown: the first page has none.
  const [pages, setPages] = useState<(string | undefined)[]>([undefined]);

  function apply(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setFilters({ actor: actor.trim() || undefined, action: action || undefined });
    setPages([undefined]);
  }

  return (
    <section aria-labelledby="admin-audit-title">
      <h2 id="admin-audit-title" className="h3">
        {t('audit.title')}
      </h2>
      <p className="text-body-secondary">{t('audit.intro')}</p>
      <Form noValidate onSubmit={apply} aria-label={t('audit.filters')} className="admin-field-row mb-3">
        <Form.Group controlId="audit-actor">
          <Form.Label>{t('audit.person')}</Form.Label>
          <Form.Control
            type="search"
            value={actor}
            maxLength={EMAIL_MAX_LENGTH}
            onChange={(e) => setActor(e.target.value)}
          />
        </Form.Group>
        <Form.Group controlId="audit-action">
          <Form.Label>{t('audit.action')}</Form.Label>
          <Form.Select value={action} onChange={(e) => setAction(e.target.value as AuditAction | '')}>
            <option value="">{t('audit.allActions')}</option>
            {AUDIT_ACTIONS.map((name) => (
              <option key={name} value={name}>
                {t(`audit.${name}`)}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button type="submit" variant="outline-primary">
          {t('audit.apply')}
        </Button>
      </Form>
      <div className="stacked-table-box">
        <Table className="align-middle stacked-table">
          <caption className="visually-hidden">{t('audit.caption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('audit.when')}</th>
              <th scope="col">{t('audit.who')}</th>
              <th scope="col">{t('audit.action')}</th>
              <th scope="col">{t('audit.subject')}</th>
              <th scope="col">{t('audit.address')}</th>
              <th scope="col">{t('audit.detail')}</th>
            </tr>
          </thead>
          {pages.map((before, index) => (
            <AuditRows
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
  const note = (children: ReactNode, role?: 'status' | 'alert') => (
    <tr>
      <td colSpan={6} role={role}>
        {children}
      </td>
    </tr>
  );
  return (
    <tbody>
      {page.data?.entries.map((entry) => (
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
      ))}
      {isLast && page.isFetching && note(t('audit.loading'), 'status')}
      {isLast &&
        page.isError &&
        note(
          <>
            {t('audit.loadFailed')} {refusal(page.error)}{' '}
            <Button size="sm" variant="outline-danger" onClick={() => void page.refetch()}>
              {t('retry')}
            </Button>
          </>,
          'alert',
        )}
      {isLast && page.data && !query.before && page.data.entries.length === 0 && note(t('audit.empty'))}
      {isLast &&
        page.data &&
        (page.data.next
          ? note(
              <Button variant="outline-secondary" onClick={() => onOlder(page.data!.next!)}>
                {t('audit.older')}
              </Button>,
            )
          : page.data.entries.length > 0
            ? note(t('audit.end'))
            : null)}
    </tbody>
  );
}
