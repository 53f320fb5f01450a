import { useState, type SubmitEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { StaffPanel } from '@/shared/components/StaffPanel';
import { MAX_LENGTH } from '@/shared/lib/text';
import {
  NEWSLETTER_EXPORT_PATH,
  UPDATE_SUBJECT_MAX_LENGTH,
  UPDATE_TEXT_MAX_LENGTH,
  type NewsletterOverview,
  type QueuedMail,
  type SubscriberData,
} from '@/shared/api/newsletterStaff';
import { useFormatDateTime } from '@/shared/i18n/useFormatDateTime';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { subscribersMessages } from './messages';
import {
  useDeleteSubscriberMutation,
  useNewsletterOverviewQuery,
  useQueueUpdateMutation,
  useSubscriberDataMutation,
} from './subscribersApi';
import '@/shared/components/staffScreens.css';

type T = ReturnType<typeof useT<keyof (typeof subscribersMessages)['en']>>;

/**
 * The Subscribers tab (editors and admins): how many have confirmed, the mail queue (and whether a mail
 * server is configured at all), and an update to the confirmed subscribers — written or taken from a
 * change note, previewed with its count of recipients, then queued. Admins also download the list as CSV,
 * and export or delete one subscriber's data on request (each recorded in the audit log).
 */
export function SubscribersPanel() {
  const t = useT(subscribersMessages);
  const overview = useNewsletterOverviewQuery(undefined);
  const user = useAppSelector(selectSessionUser);
  return (
    <StaffPanel
      titleId="admin-subscribers-title"
      title={t('subscribers.title')}
      intro={t('subscribers.intro')}
    >
      {overview.isLoading && <p role="status">{t('subscribers.loading')}</p>}
      {overview.isError && <Alert variant="danger">{t('subscribers.loadFailed')}</Alert>}
      {overview.data && (
        <>
          <Counts
            title={t('subscribers.counts')}
            id="subscribers-counts"
            counts={[
              [t('subscribers.confirmed'), overview.data.subscribers.confirmed],
              [t('subscribers.pending'), overview.data.subscribers.pending],
            ]}
          />
          <MailQueue t={t} mail={overview.data.mail} />
          <UpdateForm t={t} overview={overview.data} onQueued={() => void overview.refetch()} />
        </>
      )}
      {user?.role === 'admin' && <OneSubscriber t={t} onDeleted={() => void overview.refetch()} />}
    </StaffPanel>
  );
}

function Counts({ title, id, counts }: { title: string; id: string; counts: [string, number][] }) {
  return (
    <div className="mb-4">
      <h3 id={id} className="h5">
        {title}
      </h3>
      <dl className="admin-counts" aria-labelledby={id}>
        {counts.map(([label, count]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{count}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

function MailQueue({ t, mail }: { t: T; mail: NewsletterOverview['mail'] }) {
  const date = useFormatDateTime();
  const status = (message: QueuedMail) =>
    !mail.configured && (message.status === 'queued' || message.status === 'sending')
      ? t('mail.status.notSent')
      : t(`mail.status.${message.status}`);
  return (
    <div className="mb-4">
      <h3 className="h5">{t('mail.title')}</h3>
      {!mail.configured && <Alert variant="warning">{t('mail.notConfigured')}</Alert>}
      <Counts
        title={t('mail.counts')}
        id="subscribers-mail-counts"
        counts={[
          [t('mail.queued'), mail.queued],
          [t('mail.sent'), mail.sent],
          [t('mail.failed'), mail.failed],
        ]}
      />
      {mail.latest.length === 0 ? (
        <p>{t('mail.none')}</p>
      ) : (
        <div className="stacked-table-box">
          <Table className="align-middle stacked-table">
            <caption>{t('mail.caption')}</caption>
            <thead>
              <tr>
                <th scope="col">{t('mail.subject')}</th>
                <th scope="col">{t('mail.kind')}</th>
                <th scope="col">{t('mail.status')}</th>
                <th scope="col">{t('mail.attempts')}</th>
                <th scope="col">{t('mail.lastError')}</th>
                <th scope="col">{t('mail.created')}</th>
              </tr>
            </thead>
            <tbody>
              {mail.latest.map((message) => (
                <tr key={message.id}>
                  <td data-label={t('mail.subject')}>{message.subject}</td>
                  <td data-label={t('mail.kind')}>{t(`mail.kind.${message.kind}`)}</td>
                  <td data-label={t('mail.status')}>{status(message)}</td>
                  <td data-label={t('mail.attempts')}>{message.attempts}</td>
                  <td data-label={t('mail.lastError')} className="text-break">
                    {message.lastError ?? ''}
                  </td>
                  <td data-label={t('mail.created')}>
                    <time dateTime={message.createdAt}>{date(message.createdAt)}</time>
                  </td>
                </tr>
              ))}
            </tbody>
          </Table>
        </div>
      )}
    </div>
  );
}

function UpdateForm({ t, overview, onQueued }: { t: T; overview: NewsletterOverview; onQueued: () => void }) {
  const [subject, setSubject] = useState('');
  const [text, setText] = useState('');
  const [previewing, setPreviewing] = useState(false);
  const [missing, setMissing] = useState(false);
  const [queued, setQueued] = useState<number | null>(null);
  const [queue, queueing] = useQueueUpdateMutation();
  const recipients = overview.subscribers.confirmed;

  function preview(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const ready = subject.trim() !== '' && text.trim() !== '';
    setMissing(!ready);
    setPreviewing(ready);
    setQueued(null);
  }

  async function confirm() {
    const result = await queue({ subject: subject.trim(), text: text.trim() });
    if ('data' in result && result.data) {
      setQueued(result.data.queued);
      setPreviewing(false);
      setSubject('');
      setText('');
      onQueued();
    }
  }

  return (
    <div className="mb-4">
      <h3 className="h5">{t('update.title')}</h3>
      {overview.changeNotes.length > 0 && (
        <>
          <h4 className="h6">{t('update.notes')}</h4>
          <ul className="list-unstyled">
            {overview.changeNotes.map(({ title, note, publishedAt, slug }) => (
              <li key={`${slug}-${publishedAt}`} className="mb-2">
                <strong>{title}</strong>: {note}{' '}
                <Button
                  size="sm"
                  variant="outline-secondary"
                  onClick={() => {
                    setSubject(title);
                    setText(note);
                    setPreviewing(false);
                  }}
                >
                  {t('update.useNote')}
                </Button>
              </li>
            ))}
          </ul>
        </>
      )}
      {queued !== null && (
        <Alert variant="success" role="status">
          {t('update.queued', { count: queued })}
        </Alert>
      )}
      {queueing.isError && <Alert variant="danger">{t('update.failed')}</Alert>}
      {!previewing && (
        <Form noValidate onSubmit={preview}>
          {missing && <p className="text-danger fw-semibold">{t('update.required')}</p>}
          <Form.Group controlId="subscribers-update-subject" className="mb-2">
            <Form.Label>{t('update.subject')}</Form.Label>
            <Form.Control
              value={subject}
              maxLength={UPDATE_SUBJECT_MAX_LENGTH}
              onChange={(e) => setSubject(e.target.value.replace(/[\r\n]/g, ' '))}
            />
          </Form.Group>
          <Form.Group controlId="subscribers-update-text" className="mb-2">
            <Form.Label>{t('update.text')}</Form.Label>
            <Form.Control
              as="textarea"
              rows={6}
              value={text}
              maxLength={UPDATE_TEXT_MAX_LENGTH}
              onChange={(e) => setText(e.target.value)}
            />
          </Form.Group>
          <Button type="submit" variant="outline-primary">
            {t('update.preview')}
          </Button>
        </Form>
      )}
      {previewing && (
        <section aria-labelledby="subscribers-preview-title" className="card card-body">
          <h4 id="subscribers-preview-title" className="h6">
            {t('update.previewTitle')}
          </h4>
          <p className="fw-bold mb-1">{subject.trim()}</p>
          {/* The staff's own text, shown as text: e-mails are plain text. */}
          <p className="mb-2" style={{ whiteSpace: 'pre-wrap' }}>
            {text.trim()}
          </p>
          <p className="text-body-secondary small">{t('update.footer')}</p>
          <p className="fw-semibold">{t('update.recipients', { count: recipients })}</p>
          <div className="d-flex gap-2">
            <Button onClick={() => void confirm()} disabled={queueing.isLoading || recipients === 0}>
              {t('update.confirm')}
            </Button>
            <Button variant="outline-secondary" onClick={() => setPreviewing(false)}>
              {t('update.edit')}
            </Button>
          </div>
        </section>
      )}
    </div>
  );
}

function OneSubscriber({ t, onDeleted }: { t: T; onDeleted: () => void }) {
  const [email, setEmail] = useState('');
  const [asking, setAsking] = useState(false);
  const [outcome, setOutcome] = useState<'deleted' | 'notFound' | 'failed' | null>(null);
  const [data, setData] = useState<SubscriberData | null>(null);
  const [exportData] = useSubscriberDataMutation();
  const [deleteSubscriber] = useDeleteSubscriberMutation();

  const failed = (error: unknown) =>
    setOutcome((error as { status?: number }).status === 404 ? 'notFound' : 'failed');

  // The form's handler shows the answer or the refusal itself (the mutation never throws): nothing waits for it.
  async function exportOne(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setOutcome(null);
    setData(null);
    const result = await exportData(email.trim());
    if ('data' in result && result.data) setData(result.data);
    else failed(result.error);
  }

  async function deleteOne() {
    setAsking(false);
    const result = await deleteSubscriber(email.trim());
    if ('error' in result && result.error) {
      failed(result.error);
      return;
    }
    setOutcome('deleted');
    setData(null);
    setEmail('');
    onDeleted();
  }

  const json = data ? JSON.stringify(data, null, 2) : '';
  return (
    <div className="mb-4">
      <h3 className="h5">{t('admin.title')}</h3>
      <p>
        <a href={NEWSLETTER_EXPORT_PATH} download="subscribers.csv" className="btn btn-outline-primary">
          {t('admin.exportCsv')}
        </a>
      </p>
      <Form noValidate onSubmit={(event) => void exportOne(event)} className="admin-field-row mb-2">
        <Form.Group controlId="subscribers-one-email">
          <Form.Label>{t('admin.email')}</Form.Label>
          <Form.Control
            type="email"
            value={email}
            maxLength={MAX_LENGTH.email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </Form.Group>
        <Button type="submit" variant="outline-primary">
          {t('admin.export')}
        </Button>
        <Button variant="outline-danger" onClick={() => setAsking(true)} disabled={!email.trim()}>
          {t('admin.delete')}
        </Button>
      </Form>
      {asking && (
        <Alert variant="warning">
          <p>{t('admin.deleteConfirm', { email: email.trim() })}</p>
          <div className="d-flex gap-2">
            <Button variant="danger" onClick={() => void deleteOne()}>
              {t('admin.deleteYes')}
            </Button>
            <Button variant="outline-secondary" onClick={() => setAsking(false)}>
              {t('admin.cancel')}
            </Button>
          </div>
        </Alert>
      )}
      <div role="status">
        {outcome === 'deleted' && <Alert variant="success">{t('admin.deleted')}</Alert>}
        {outcome === 'notFound' && <Alert variant="info">{t('admin.notFound')}</Alert>}
        {outcome === 'failed' && <Alert variant="danger">{t('admin.failed')}</Alert>}
      </div>
      {data && (
        <section aria-labelledby="subscribers-data-title">
          <h4 id="subscribers-data-title" className="h6">
            {t('admin.data')}
          </h4>
          <pre className="border rounded p-3 small">{json}</pre>
          <a
            href={`data:application/json;charset=utf-8,${encodeURIComponent(json)}`}
            download="subscriber.json"
          >
            {t('admin.download')}
          </a>
        </section>
      )}
    </div>
  );
}
