import { useState } from 'react';
import type { Unpublish } from '@/shared/api/content';
import { toastShown } from '@/features/toasts/toastsSlice';
import { useT } from '@/shared/i18n/useT';
import { hasVisibleText } from '@/shared/lib/text';
import { useAppDispatch } from '@/shared/store/hooks';
import { contentMessages } from './messages';
import { StepDialog, StepField, type ItemStepDialogProps } from './StepDialog';
import { stepProblemText, useWorkflowStep } from './useWorkflowStep';

type Errors = Partial<Record<'reason' | 'redirectTo', string>>;

/**
 * "Unpublish…": takes the page down with a reason (kept in the history and the audit log) and, if given,
 * an address on this site its visitors are sent to instead of "taken down".
 */
export function UnpublishDialog({ item, open, onClose }: ItemStepDialogProps) {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const { take, busy } = useWorkflowStep(item);
  const [reason, setReason] = useState('');
  const [redirectTo, setRedirectTo] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [problem, setProblem] = useState<string>();

  async function unpublish() {
    if (!hasVisibleText(reason)) {
      setErrors({ reason: t('error.reason') });
      return;
    }
    setErrors({});
    const body: Unpublish = {
      revision: item.revision,
      reason: reason.trim(),
      ...(redirectTo.trim() && { redirectTo: redirectTo.trim() }),
    };
    const outcome = await take({ step: 'unpublish', body });
    if (outcome.kind === 'done') {
      dispatch(
        toastShown({
          variant: 'success',
          title: 'content.unpublished',
          body: 'content.unpublishedBody',
          values: { title: outcome.item.title },
        }),
      );
      onClose();
      return;
    }
    const fields = outcome.kind === 'refused' ? outcome.fields : {};
    setErrors(fields);
    setProblem(Object.keys(fields).length > 0 ? undefined : stepProblemText(outcome, t));
  }

  return (
    <StepDialog
      id="content-unpublish"
      open={open}
      title={t('unpublish.title', { title: item.title })}
      problem={problem}
      busy={busy}
      confirmLabel={t('unpublish.confirm')}
      confirmVariant="danger"
      onConfirm={() => void unpublish()}
      onCancel={onClose}
    >
      <p>{t('unpublish.body')}</p>
      <StepField
        id="content-unpublish-reason"
        label={t('unpublish.reason')}
        hint={t('unpublish.reasonHint')}
        error={errors.reason}
        value={reason}
        onChange={setReason}
        multiline
        autoFocus
      />
      <StepField
        id="content-unpublish-redirect"
        label={t('unpublish.redirect')}
        hint={t('unpublish.redirectHint')}
        error={errors.redirectTo}
        value={redirectTo}
        onChange={setRedirectTo}
      />
    </StepDialog>
  );
}
