import { useState } from 'react';
import { useT } from '@/shared/i18n/useT';
import { hasVisibleText } from '@/shared/lib/text';
import { contentMessages } from './messages';
import { StepDialog, StepField, type ItemStepDialogProps } from './StepDialog';
import { stepProblemText, useWorkflowStep } from './useWorkflowStep';

/** "Send back…": an editor returns a submission to its author with what to change (required). */
export function SendBackDialog({ item, open, onClose }: ItemStepDialogProps) {
  const t = useT(contentMessages);
  const { take, busy } = useWorkflowStep(item);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<string>();
  const [problem, setProblem] = useState<string>();

  async function sendBack() {
    if (!hasVisibleText(comment)) {
      setError(t('error.comment'));
      return;
    }
    setError(undefined);
    const outcome = await take({
      step: 'sendBack',
      body: { revision: item.revision, comment: comment.trim() },
    });
    if (outcome.kind === 'done') {
      onClose();
      return;
    }
    setError(outcome.kind === 'refused' ? outcome.fields.comment : undefined);
    setProblem(
      outcome.kind === 'refused' && outcome.fields.comment ? undefined : stepProblemText(outcome, t),
    );
  }

  return (
    <StepDialog
      id="content-send-back"
      open={open}
      title={t('sendBack.title', { title: item.title })}
      problem={problem}
      busy={busy}
      confirmLabel={t('sendBack.confirm')}
      onConfirm={() => void sendBack()}
      onCancel={onClose}
    >
      <StepField
        id="content-send-back-comment"
        label={t('sendBack.comment')}
        hint={t('sendBack.hint')}
        error={error}
        value={comment}
        onChange={setComment}
        multiline
        autoFocus
      />
    </StepDialog>
  );
}
