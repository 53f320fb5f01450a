import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import type { ContentItem } from '@/shared/api/content';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { problemSettled, selectWriteProblems } from './contentSlice';
import type { ContentFormValues } from './ContentForm';
import { titleOf, type ContentWrite, type WriteProblem } from './contentWrites';
import { contentMessages } from './messages';
import { differingGuideLines } from './guide/guideEditing';
import { useContentWrites } from './useContentWrites';

type Compared = 'title' | 'slug' | 'summary' | 'category' | 'content';
const COMPARED: Compared[] = ['title', 'slug', 'summary', 'category', 'content'];

/** What the person's write would have made of the item, field by field (undefined: not touched). */
function mineOf(write: ContentWrite): Partial<Record<Compared, string>> {
  switch (write.kind) {
    case 'create':
    case 'change':
      return {
        title: write.body.title,
        ...(write.body.slug && { slug: write.body.slug }),
        summary: write.body.summary,
        category: write.body.category,
        content: write.body.content,
      };
    case 'delete':
      return {};
  }
}

/**
 * The same write made again from the item as it is now, under a new key: "keep mine". None when there
 * is nothing left to do.
 */
function again(
  write: ContentWrite,
  current: ContentItem | null,
): ((key: string) => ContentWrite) | undefined {
  if (write.kind === 'create') return (key) => ({ ...write, key });
  if (!current) {
    // Deleted meanwhile: a change comes back as a new draft; a delete has nothing left to do.
    return write.kind === 'change'
      ? (key) => ({ kind: 'create', key, id: `local-${key}`, body: { ...write.body, status: 'draft' } })
      : undefined;
  }
  if (write.kind === 'delete') return (key) => ({ ...write, key, revision: current.revision });
  return (key) => ({ ...write, key, body: { ...write.body, revision: current.revision } });
}

/**
 * The writes the server did not take, each until staff decide. A conflict (409: someone changed or
 * deleted the item first) shows both versions side by side with what differs marked, and offers keep
 * mine (sent again on the current revision), keep theirs, or edit mine. A refusal shows the server's
 * reason. Nothing is ever overwritten without a choice.
 */
export function ContentConflicts({
  onEditMine,
}: {
  onEditMine: (id: string, values: Partial<ContentFormValues>) => void;
}) {
  const problems = useAppSelector(selectWriteProblems);
  if (problems.length === 0) return null;
  return (
    <div className="mb-4">
      {problems.map((problem) => (
        <Problem key={problem.write.key} problem={problem} onEditMine={onEditMine} />
      ))}
    </div>
  );
}

function Problem({
  problem,
  onEditMine,
}: {
  problem: WriteProblem;
  onEditMine: (id: string, values: Partial<ContentFormValues>) => void;
}) {
  const t = useT(contentMessages);
  const nav = useT(siteMessages);
  const dispatch = useAppDispatch();
  const write = useContentWrites();
  const { write: mine } = problem;
  const title = titleOf(mine);
  const current = problem.kind === 'conflict' ? problem.current : null;
  const settle = () => dispatch(problemSettled(mine.key));
  const keepMine = () => {
    settle();
    const resend = again(mine, current);
    if (resend) void write(resend);
  };
  const shown = (field: Compared, value: string | undefined) =>
    value === undefined ? '—' : field === 'category' ? nav(`cat.${value as 'documents'}`) : value;
  const mineFields = mineOf(mine);
  const headingId = `content-problem-${mine.key}`;

  return (
    <section className="card card-body content-conflict mb-3" aria-labelledby={headingId}>
      <h3 id={headingId} className="h5">
        {problem.kind === 'refused'
          ? t('problem.refused', { title })
          : current
            ? t('problem.changed', { title })
            : t('problem.deleted', { title })}
      </h3>
      {problem.kind === 'refused' ? (
        <Alert variant="danger">{problem.message}</Alert>
      ) : (
        <>
          {mine.kind === 'delete' && <p>{t('problem.youDeleted')}</p>}
          {current && (
            <div className="table-responsive">
              <table className="table table-sm align-top">
                <caption className="visually-hidden">{t('problem.compare', { title })}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t('problem.field')}</th>
                    <th scope="col">{t('problem.mine')}</th>
                    <th scope="col">{t('problem.theirs', { revision: current.revision })}</th>
                  </tr>
                </thead>
                <tbody>
                  {COMPARED.map((field) => {
                    const mineValue = mineFields[field];
                    const differs = mineValue !== undefined && mineValue !== current[field];
                    // A guide's text is its JSON: shown as the lines of text that differ, not twice whole.
                    const [mineShown, theirsShown] =
                      field === 'content' && current.kind === 'guide' && mineValue !== undefined
                        ? differingGuideLines(mineValue, current.content)
                        : [mineValue, current[field]];
                    return (
                      <tr key={field} className={differs ? 'table-warning' : undefined}>
                        <th scope="row">
                          {t(`field.${field}`)}
                          {differs && <span className="d-block small fw-normal">{t('problem.differs')}</span>}
                        </th>
                        <td className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                          {shown(field, mineShown)}
                        </td>
                        <td className="text-break" style={{ whiteSpace: 'pre-wrap' }}>
                          {shown(field, theirsShown)}
                        </td>
                      </tr>
                    );
                  })}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
      <div className="d-flex flex-wrap gap-2">
        {problem.kind === 'conflict' && again(mine, current) && (
          <Button variant="primary" onClick={keepMine}>
            {t('problem.keepMine')} <span className="visually-hidden">{title}</span>
          </Button>
        )}
        <Button variant="outline-secondary" onClick={settle}>
          {t(problem.kind === 'conflict' ? 'problem.keepTheirs' : 'problem.discard')}{' '}
          <span className="visually-hidden">{title}</span>
        </Button>
        {(mine.kind === 'change' || mine.kind === 'create') && (problem.kind === 'refused' || current) && (
          <Button
            variant="outline-primary"
            onClick={() => {
              settle();
              onEditMine(mine.kind === 'create' ? '' : mine.id, {
                ...mineFields,
                slug: mineFields.slug ?? '',
              } as Partial<ContentFormValues>);
            }}
          >
            {t('problem.editMine')} <span className="visually-hidden">{title}</span>
          </Button>
        )}
      </div>
    </section>
  );
}
