import { useState } from 'react';
import Form from 'react-bootstrap/Form';
import type { ContentItem, Publish } from '@/shared/api/content';
import { useT } from '@/shared/i18n/useT';
import { toastShown } from '@/features/toasts/toastsSlice';
import { articlePath } from '@/shared/site/paths';
import { guidePath } from '@/shared/api/guideContent';
import { hasVisibleText } from '@/shared/lib/text';
import { useAppDispatch } from '@/shared/store/hooks';
import { lagosToUtc } from '@/shared/lib/lagosTime';
import { contentMessages } from './messages';
import { StepDialog, StepField, type ItemStepDialogProps } from './StepDialog';
import { stepProblemText, useWorkflowStep } from './useWorkflowStep';

type Change = Publish['change'];
type Errors = Partial<Record<'change' | 'changeNote' | 'scheduledAt' | 'withoutReview', string>>;

/**
 * "Publish…" (or "Approve and publish…" for someone else's submission): a major change with its public
 * note, or a minor fix without one (the first publication is always major, its note optional); now, or
 * at a date and time in Lagos time, sent in UTC. The server's field messages (a time in the past) show
 * on their fields.
 */
export function PublishDialog({
  item,
  open,
  approve,
  mayGoWithoutReview = false,
  onClose,
}: ItemStepDialogProps & {
  approve: boolean;
  /** An admin on a guide: may publish it now without a second editor, giving the reason. */
  mayGoWithoutReview?: boolean;
}) {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const { take, busy } = useWorkflowStep(item);
  const first = item.firstPublishedAt === null;
  const [change, setChange] = useState<Change | undefined>(first ? 'major' : undefined);
  const [note, setNote] = useState('');
  const [when, setWhen] = useState<'now' | 'schedule'>('now');
  const [date, setDate] = useState('');
  const [time, setTime] = useState('');
  const [withoutReview, setWithoutReview] = useState(false);
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();

  function checked(): Publish | Errors {
    const found: Errors = {};
    if (!change) found.change = t('error.change');
    if (change === 'major' && !first && !hasVisibleText(note)) found.changeNote = t('error.changeNote');
    // Without review it goes out now (the server refuses a schedule with it).
    const scheduled = when === 'schedule' && !withoutReview;
    const scheduledAt = scheduled ? lagosToUtc(date, time) : undefined;
    if (scheduled && !scheduledAt) found.scheduledAt = t('error.scheduledAt');
    if (withoutReview && !hasVisibleText(reason)) found.withoutReview = t('error.withoutReview');
    if (Object.keys(found).length > 0 || !change) return found;
    return {
      revision: item.revision,
      change,
      ...(change === 'major' && hasVisibleText(note) && { changeNote: note.trim() }),
      ...(scheduledAt && { scheduledAt }),
      ...(withoutReview && { withoutReview: reason.trim() }),
    };
  }

  async function publish() {
    const body = checked();
    if (!('revision' in body)) {
      setErrors(body);
      setProblem(undefined);
      return;
    }
    setErrors({});
    const outcome = await take({ step: 'publish', body });
    if (outcome.kind === 'done') {
      if (!body.scheduledAt)
        dispatch(
          toastShown({
            variant: 'success',
            title: 'content.published',
            body: 'content.publishedBody',
            values: { title: outcome.item.title },
            link: { to: publicPathOf(outcome.item), label: 'toast.viewPage' },
          }),
        );
      onClose();
      return;
    }
    if (outcome.kind === 'refused') setErrors(outcome.fields);
    const fieldsSaidIt = outcome.kind === 'refused' && Object.keys(outcome.fields).length > 0;
    setProblem(fieldsSaidIt ? undefined : stepProblemText(outcome, t));
  }

  const id = 'content-publish';
  const kindError = errors.change;
  return (
    <StepDialog
      id={id}
      open={open}
      title={t(approve ? 'publish.approveTitle' : 'publish.title', { title: item.title })}
      problem={problem}
      busy={busy}
      confirmLabel={t(when === 'schedule' && !withoutReview ? 'publish.confirmSchedule' : 'publish.confirm')}
      onConfirm={() => void publish()}
      onCancel={onClose}
    >
      {/* A radio group named by its heading (not a fieldset's caption element: the build would then keep that
          element's Bootstrap rules in every visitor's stylesheet). */}
      <div
        role="radiogroup"
        className="mb-3"
        aria-labelledby={`${id}-kind`}
        aria-invalid={Boolean(kindError)}
        aria-describedby={kindError ? `${id}-change-error` : undefined}
      >
        <p id={`${id}-kind`} className="h6 fw-semibold">
          {t('publish.kind')}
        </p>
        <Form.Check
          type="radio"
          id={`${id}-major`}
          name="change"
          label={t('publish.major')}
          checked={change === 'major'}
          onChange={() => setChange('major')}
          autoFocus
        />
        {first ? (
          <Form.Text className="d-block">{t('publish.first')}</Form.Text>
        ) : (
          <Form.Check
            type="radio"
            id={`${id}-minor`}
            name="change"
            label={t('publish.minor')}
            checked={change === 'minor'}
            onChange={() => setChange('minor')}
          />
        )}
        {kindError && (
          <Form.Control.Feedback type="invalid" className="d-block" id={`${id}-change-error`}>
            {kindError}
          </Form.Control.Feedback>
        )}
      </div>
      {change !== 'minor' && (
        <StepField
          id={`${id}-note`}
          label={t(first ? 'publish.noteOptional' : 'publish.note')}
          hint={t('publish.noteHint')}
          error={errors.changeNote}
          value={note}
          onChange={setNote}
          multiline
        />
      )}
      {mayGoWithoutReview && (
        <>
          <Form.Check
            type="checkbox"
            id={`${id}-without-review`}
            className="mb-2"
            label={t('publish.withoutReview')}
            checked={withoutReview}
            onChange={(e) => setWithoutReview(e.target.checked)}
          />
          {withoutReview && (
            <StepField
              id={`${id}-reason`}
              label={t('publish.withoutReviewReason')}
              hint={t('publish.withoutReviewHint')}
              error={errors.withoutReview}
              value={reason}
              onChange={setReason}
              multiline
            />
          )}
        </>
      )}
      {!withoutReview && (
        <div role="group" className="mb-3" aria-labelledby={`${id}-when`}>
          <p id={`${id}-when`} className="h6 fw-semibold">
            {t('publish.when')}
          </p>
          <Form.Check
            type="radio"
            id={`${id}-now`}
            name="when"
            label={t('publish.now')}
            checked={when === 'now'}
            onChange={() => setWhen('now')}
          />
          <Form.Check
            type="radio"
            id={`${id}-schedule`}
            name="when"
            label={t('publish.schedule')}
            checked={when === 'schedule'}
            onChange={() => setWhen('schedule')}
          />
        </div>
      )}
      {when === 'schedule' && !withoutReview && (
        <div className="admin-field-row">
          <StepField
            id={`${id}-date`}
            type="date"
            label={t('publish.date')}
            hint={t('publish.lagosTime')}
            error={errors.scheduledAt}
            value={date}
            onChange={setDate}
          />
          <StepField
            id={`${id}-time`}
            type="time"
            label={t('publish.time')}
            value={time}
            onChange={setTime}
          />
        </div>
      )}
    </StepDialog>
  );
}

/** Where visitors read an item: a guide under /documents, an article under /articles. */
const publicPathOf = (item: ContentItem) => (item.kind === 'guide' ? guidePath : articlePath)(item.slug);
