import { useId, useState, type ReactNode } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ContentConflict, ContentItem, HistoryEntry } from '@/shared/api/content';
import { randomId } from '@/shared/lib/randomId';
import { useAppSelector } from '@/shared/store/hooks';
import { formatDateTime } from '@/shared/i18n/formatDateTime';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useT } from '@/shared/i18n/useT';
import { useGetContentHistoryQuery, useRestoreContentMutation } from './historyApi';
import { contentHistoryMessages } from './messages';
import { RestoreDialog } from './RestoreDialog';
import { VersionComparison } from './VersionComparison';
import './history.css';

type Outcome =
  | { kind: 'restored'; revision: number; draft: number }
  | { kind: 'conflict' | 'deleted' | 'offline' }
  | { kind: 'refused'; message: string };

/** How a refused restore is told: someone saved first (409), the item is gone, no connection, or the server's reason. */
function refusal(error: unknown): Outcome {
  const { status, data } = (error ?? {}) as { status?: unknown; data?: unknown };
  if (status === 409)
    return (data as ContentConflict | undefined)?.current ? { kind: 'conflict' } : { kind: 'deleted' };
  if (status === 404) return { kind: 'deleted' };
  const message = (data as { error?: unknown } | undefined)?.error;
  if (typeof status !== 'number' || typeof message !== 'string') return { kind: 'offline' };
  return { kind: 'refused', message };
}

/**
 * An item's history: every saved version, newest first, with what happened, who and when (in Lagos),
 * and its note; the published version and the current draft marked. Showing a version's changes compares
 * it (VersionComparison); restoring one asks first, then makes it a new draft on the server, from the
 * newest version listed: if someone saved since (409), nothing is overwritten and the history reloads.
 */
export function ContentHistory({
  item,
  textOf = plainText,
}: {
  item: ContentItem;
  /** A version's text as the comparison reads it: a guide's JSON as its lines of text (guideEditing.ts). */
  textOf?: (content: string) => string;
}) {
  const t = useT(contentHistoryMessages);
  const history = useGetContentHistoryQuery(item.id);
  const [restore, restoring] = useRestoreContentMutation();
  const [shown, setShown] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const headingId = useId();
  const entries = history.data?.entries ?? [];
  const working = entries[0];

  const confirmed = async () => {
    if (confirming === null || !working) return;
    const from = confirming;
    const result = await restore({
      key: randomId(32),
      id: item.id,
      body: { revision: working.revision, from },
    });
    setConfirming(null);
    setOutcome(
      'data' in result && result.data
        ? { kind: 'restored', revision: from, draft: result.data.revision }
        : refusal(result.error),
    );
  };

  return (
    <section className="mt-4" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5">
        {t('history.title')}
      </h3>
      <p>{t('history.intro')}</p>
      <OutcomeMessage outcome={outcome} />
      {history.isError && !history.data ? (
        <Alert variant="danger" className="d-flex flex-wrap gap-2 align-items-center">
          <span>{t('history.failed')}</span>
          <Button size="sm" variant="outline-dark" onClick={() => void history.refetch()}>
            {t('history.retry')}
          </Button>
        </Alert>
      ) : !history.data ? (
        <p role="status">{t('history.loading')}</p>
      ) : (
        <ol className="history-entries" aria-label={t('history.list')}>
          {entries.map((entry, index) => (
            <Entry
              key={entry.revision}
              entry={entry}
              published={entry.revision === item.publishedRevision}
              current={index === 0 && entry.revision !== item.publishedRevision}
              open={shown === entry.revision}
              onToggle={() => setShown(shown === entry.revision ? null : entry.revision)}
            >
              <VersionComparison
                id={item.id}
                textOf={textOf}
                entries={entries}
                index={index}
                onRestore={(revision) => {
                  setOutcome(null);
                  setConfirming(revision);
                }}
              />
            </Entry>
          ))}
        </ol>
      )}
      <RestoreDialog
        revision={confirming}
        busy={restoring.isLoading}
        onConfirm={() => void confirmed()}
        onCancel={() => setConfirming(null)}
      />
    </section>
  );
}

/**
 * What became of the last restore. The success region is always on the page, empty until then: a live
 * region added together with its text is not announced by every screen reader. A refusal is an alert,
 * which is.
 */
function OutcomeMessage({ outcome }: { outcome: Outcome | null }) {
  const t = useT(contentHistoryMessages);
  return (
    <>
      <div role="status">
        {outcome?.kind === 'restored' && (
          <Alert variant="success">
            {t('restore.done', { revision: outcome.revision, draft: outcome.draft })}
          </Alert>
        )}
      </div>
      {outcome && outcome.kind !== 'restored' && (
        <Alert variant={outcome.kind === 'conflict' ? 'warning' : 'danger'}>
          {outcome.kind === 'refused'
            ? t('restore.refused', { message: outcome.message })
            : t(`restore.${outcome.kind}`)}
        </Alert>
      )}
    </>
  );
}

/** One version in the list: its number, what happened, who and when, its note; its changes when open. */
function Entry({
  entry,
  published,
  current,
  open,
  onToggle,
  children,
}: {
  entry: HistoryEntry;
  published: boolean;
  current: boolean;
  open: boolean;
  onToggle: () => void;
  children: ReactNode;
}) {
  const t = useT(contentHistoryMessages);
  const locale = useAppSelector(selectLocale);
  const panelId = useId();
  // eslint-disable-next-line no-restricted-properties -- the entry's field `at`, not Array.prototype.at
  const savedAt = entry.at;
  const note =
    entry.note === null
      ? null
      : entry.event === 'sentBack' || entry.event === 'unpublished' || entry.event === 'published'
        ? t(`note.${entry.event}`, { note: entry.note })
        : entry.note;
  return (
    <li className="history-entry">
      <div className="d-flex flex-wrap align-items-center gap-2">
        <strong>{t('entry.version', { revision: entry.revision })}</strong>
        <span>{t(`event.${entry.event}`)}</span>
        {published && <span className="badge text-bg-primary">{t('entry.published')}</span>}
        {current && <span className="badge text-bg-warning">{t('entry.current')}</span>}
      </div>
      <div className="text-body-secondary small">
        {t('entry.by', { name: entry.by, when: formatDateTime(savedAt, locale) })}
      </div>
      <div className="small">{t('entry.title', { title: entry.title })}</div>
      {note && <p className="history-entry-note mb-1">{note}</p>}
      {entry.withoutReview !== null && (
        <p className="history-entry-note mb-1">{t('note.withoutReview', { note: entry.withoutReview })}</p>
      )}
      <Button
        size="sm"
        variant="link"
        className="px-0"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={onToggle}
      >
        {t(open ? 'entry.hide' : 'entry.show')}{' '}
        <span className="visually-hidden">{t('entry.inVersion', { revision: entry.revision })}</span>
      </Button>
      {open && <div id={panelId}>{children}</div>}
    </li>
  );
}

const plainText = (content: string) => content;
