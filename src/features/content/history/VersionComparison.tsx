import { useId, useMemo, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { ContentVersion, HistoryEntry } from '@/shared/api/content';
import { itemAt } from '@/shared/lib/itemAt';
import { diffText, diffWords, foldUnchanged, type DiffPart } from '@/shared/lib/textDiff';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { DiffView } from './DiffView';
import { useGetContentVersionQuery } from './historyApi';
import { contentHistoryMessages } from './messages';

type Against = 'previous' | 'current';

/**
 * What one version changed: compared with the version before it, or with the current draft (what a
 * restore would bring back), always from the older to the newer. `entries` is the whole history,
 * newest first; `index` the chosen one's place in it.
 */
export function VersionComparison({
  id,
  textOf,
  entries,
  index,
  onRestore,
}: {
  id: string;
  /** A version's text as compared (a guide's JSON as its lines of text). */
  textOf: (content: string) => string;
  entries: HistoryEntry[];
  index: number;
  onRestore: (revision: number) => void;
}) {
  const t = useT(contentHistoryMessages);
  const chosen = itemAt(entries, index);
  const previous = entries[index + 1];
  // The newest version is the working copy: the one a restore replaces, so it is not offered for itself.
  const current = index > 0 ? entries[0] : undefined;
  const [against, setAgainst] = useState<Against>(previous ? 'previous' : 'current');
  const name = useId();
  const pair =
    against === 'previous' && previous
      ? { from: previous.revision, to: chosen.revision }
      : current
        ? { from: chosen.revision, to: current.revision }
        : null;

  return (
    <div className="mt-3">
      {previous && current ? (
        <div role="group" className="mb-3" aria-labelledby={`${name}-with`}>
          <p id={`${name}-with`} className="h6 fw-semibold">
            {t('compare.with', { revision: chosen.revision })}
          </p>
          <Form.Check
            type="radio"
            id={`${name}-previous`}
            name={name}
            label={t('compare.previous', { revision: previous.revision })}
            checked={against === 'previous'}
            onChange={() => setAgainst('previous')}
          />
          <Form.Check
            type="radio"
            id={`${name}-current`}
            name={name}
            label={t('compare.current', { revision: current.revision })}
            checked={against === 'current'}
            onChange={() => setAgainst('current')}
          />
        </div>
      ) : (
        !previous && <p>{t('compare.first')}</p>
      )}
      {pair && <Comparison id={id} textOf={textOf} {...pair} />}
      {current && (
        <Button variant="outline-primary" className="mt-3" onClick={() => onRestore(chosen.revision)}>
          {t('restore.action')}
        </Button>
      )}
    </div>
  );
}

/** Loads the two versions (a saved version never changes: each is fetched once) and shows what differs. */
function Comparison({
  id,
  textOf,
  from,
  to,
}: {
  id: string;
  textOf: (content: string) => string;
  from: number;
  to: number;
}) {
  const t = useT(contentHistoryMessages);
  const before = useGetContentVersionQuery({ id, revision: from });
  const after = useGetContentVersionQuery({ id, revision: to });
  if (before.isError || after.isError)
    return (
      <Alert variant="danger" className="d-flex flex-wrap gap-2 align-items-center">
        <span>{t('compare.failed')}</span>
        <Button
          size="sm"
          variant="outline-dark"
          onClick={() => {
            if (before.isError) void before.refetch();
            if (after.isError) void after.refetch();
          }}
        >
          {t('history.retry')}
        </Button>
      </Alert>
    );
  if (!before.data || !after.data) return <p role="status">{t('compare.loading')}</p>;
  return <Differences textOf={textOf} before={before.data} after={after.data} />;
}

/** The words that differ in each field (a long body's diff takes milliseconds: once per pair of versions). */
function useFieldDiffs(textOf: (content: string) => string, before: ContentVersion, after: ContentVersion) {
  return useMemo(
    () => ({
      title: diffWords(before.title, after.title),
      slug: diffWords(before.slug, after.slug),
      summary: diffWords(before.summary, after.summary),
      content: diffText(textOf(before.content), textOf(after.content)),
    }),
    [textOf, before, after],
  );
}

const changed = (parts: DiffPart[]) => parts.some((part) => part.kind !== 'same');

function Differences({
  textOf,
  before,
  after,
}: {
  textOf: (content: string) => string;
  before: ContentVersion;
  after: ContentVersion;
}) {
  const t = useT(contentHistoryMessages);
  const nav = useT(siteMessages);
  const headingId = useId();
  const diffs = useFieldDiffs(textOf, before, after);
  const category: DiffPart[] =
    before.category === after.category
      ? [{ kind: 'same', text: nav(`cat.${after.category}`) }]
      : [
          { kind: 'removed', text: nav(`cat.${before.category}`) },
          { kind: 'added', text: nav(`cat.${after.category}`) },
        ];
  // Title, summary and text always; the address and the category, which change seldom, when they did.
  const fields = [
    { label: t('field.title'), always: true, parts: diffs.title },
    { label: t('field.slug'), always: false, parts: diffs.slug },
    { label: t('field.category'), always: false, parts: category },
    { label: t('field.summary'), always: true, parts: diffs.summary },
    { label: t('field.content'), always: true, parts: diffs.content },
  ];
  return (
    <section aria-labelledby={headingId}>
      <h4 id={headingId} className="h6">
        {t('compare.heading', { from: before.revision, to: after.revision })}
      </h4>
      {fields.some(({ parts }) => changed(parts)) ? (
        fields
          .filter(({ always, parts }) => always || changed(parts))
          .map(({ label, parts }) => (
            <div key={label} className="mb-2">
              <h5 className="h6 mb-1">{label}</h5>
              {changed(parts) ? (
                <DiffView parts={foldUnchanged(parts)} />
              ) : (
                <p className="mb-0">{t('compare.unchanged')}</p>
              )}
            </div>
          ))
      ) : (
        <p>{t('compare.nothing')}</p>
      )}
    </section>
  );
}
