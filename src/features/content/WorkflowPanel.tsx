import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { staffPreviewPath, type ContentItem } from '@/shared/api/content';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { formatLagosDate, formatLagosDateTime } from '@/shared/lib/lagosTime';
import { contentMessages } from './messages';
import { PreviewLinkShare } from './PreviewLinkShare';
import { PublishDialog } from './PublishDialog';
import { SendBackDialog } from './SendBackDialog';
import { UnpublishDialog } from './UnpublishDialog';
import { stepProblemText, useWorkflowStep } from './useWorkflowStep';
import { stepsFor, workflowStateOf } from './workflowState';

type Dialog = 'publish' | 'sendBack' | 'unpublish';

/**
 * Where the item stands in the workflow and the steps the signed-in person may take from there: a state
 * line a screen reader announces when it changes, the role's buttons, Preview and a shareable preview
 * link. The steps act on the saved version, so while the form holds unsaved changes (`unsaved`) they
 * wait. Each is online only: without a connection it says so, and nothing is lost.
 */
export function WorkflowPanel({ item, unsaved }: { item: ContentItem; unsaved: boolean }) {
  const t = useT(contentMessages);
  const locale = useAppSelector(selectLocale);
  const me = useAppSelector(selectSessionUser);
  const { take, busy } = useWorkflowStep(item);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  // Counts the openings: each one is a fresh dialog (empty fields), while closing keeps it mounted so
  // react-bootstrap hands the focus back to the button that opened it.
  const [opened, setOpened] = useState(0);
  const [problem, setProblem] = useState<string>();
  if (!me) return null;
  const steps = stepsFor(item, me);
  const state = workflowStateOf(item);
  const open = (name: Dialog) => {
    setProblem(undefined);
    setOpened(opened + 1);
    setDialog(name);
  };
  const close = () => setDialog(null);

  async function step(name: 'submit' | 'cancelSchedule') {
    if (busy) return;
    setProblem(undefined);
    const outcome = await take({ step: name, body: { revision: item.revision } });
    if (outcome.kind !== 'done') setProblem(stepProblemText(outcome, t));
  }

  // An item with a time to be published at is 'scheduled', whatever else it is (workflowStateOf).
  const stateText = item.scheduledAt
    ? t('state.scheduledFor', { when: formatLagosDateTime(item.scheduledAt, locale) })
    : state === 'submitted'
      ? item.submittedBy
        ? t('state.submittedBy', { name: item.submittedBy.name })
        : t('state.submitted')
      : state === 'sentBack' && item.reviewComment
        ? t('state.sentBackWith', { comment: item.reviewComment })
        : t(`state.${state}`);

  return (
    <section className="card card-body mb-3" aria-labelledby="content-workflow-title">
      <h3 id="content-workflow-title" className="h6">
        {t('workflow.title')}
      </h3>
      <p role="status" aria-labelledby="content-workflow-title" className="mb-1 fw-semibold">
        {stateText}
      </p>
      {item.status === 'published' && item.lastMajorUpdateAt && (
        <p className="mb-1 small">
          {t('state.lastUpdated', { date: formatLagosDate(item.lastMajorUpdateAt, locale) })}
        </p>
      )}
      {item.status === 'published' && <p className="mb-2 small">{t('workflow.publishedNote')}</p>}
      {unsaved && <p className="mb-2 small">{t('workflow.saveFirst')}</p>}
      {problem && (
        <Alert variant="danger" role="alert">
          {problem}
        </Alert>
      )}
      <div className="d-flex flex-wrap gap-2">
        {steps.submit && (
          <Button
            variant="primary"
            size="sm"
            disabled={unsaved}
            aria-disabled={busy}
            onClick={() => void step('submit')}
          >
            {t('step.submit')}
          </Button>
        )}
        {steps.publish && (
          <Button variant="primary" size="sm" disabled={unsaved} onClick={() => open('publish')}>
            {t(steps.approve ? 'step.approve' : 'step.publish')}
          </Button>
        )}
        {steps.sendBack && (
          <Button variant="outline-primary" size="sm" disabled={unsaved} onClick={() => open('sendBack')}>
            {t('step.sendBack')}
          </Button>
        )}
        {steps.cancelSchedule && (
          <Button
            variant="outline-secondary"
            size="sm"
            aria-disabled={busy}
            onClick={() => void step('cancelSchedule')}
          >
            {t('step.cancelSchedule')}
          </Button>
        )}
        {steps.unpublish && (
          <Button variant="outline-danger" size="sm" onClick={() => open('unpublish')}>
            {t('step.unpublish')}
          </Button>
        )}
        {/* A link, not a button: it opens a page (the server renders the draft, article or guide). */}
        <a
          className="btn btn-outline-secondary btn-sm"
          href={staffPreviewPath(item.id)}
          target="_blank"
          rel="noopener"
        >
          {t('step.preview')} <span className="visually-hidden">{t('step.newTab')}</span>
        </a>
      </div>
      <PreviewLinkShare id={item.id} />
      <PublishDialog
        key={`publish-${opened}`}
        item={item}
        open={dialog === 'publish'}
        approve={steps.approve}
        mayGoWithoutReview={item.kind === 'guide' && me.role === 'admin'}
        onClose={close}
      />
      <SendBackDialog key={`sendBack-${opened}`} item={item} open={dialog === 'sendBack'} onClose={close} />
      <UnpublishDialog
        key={`unpublish-${opened}`}
        item={item}
        open={dialog === 'unpublish'}
        onClose={close}
      />
    </section>
  );
}
