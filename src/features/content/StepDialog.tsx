import type { ReactNode, SubmitEvent } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import type { ContentItem } from '@/shared/api/content';
import { STACKED_DIALOG } from '@/shared/components/stackedDialog';
import { useT } from '@/shared/i18n/useT';
import { contentMessages } from './messages';

/** What each workflow step's dialog is given: the item, whether it is open, and how to close it. */
export interface ItemStepDialogProps {
  item: ContentItem;
  open: boolean;
  onClose: () => void;
}

/**
 * The frame of a workflow step's dialog (publish, send back, unpublish): a titled modal form with its
 * fields, a sentence when the step did not happen (read out: role alert), Cancel, and the step's button.
 * react-bootstrap moves the focus into the dialog (the first field's autoFocus) and back to the button
 * that opened it.
 */
export function StepDialog({
  id,
  open,
  title,
  problem,
  busy,
  confirmLabel,
  confirmVariant = 'primary',
  onConfirm,
  onCancel,
  children,
}: {
  id: string;
  open: boolean;
  title: string;
  /** Why the step did not happen, when the dialog is still open after trying. */
  problem?: string;
  busy: boolean;
  confirmLabel: string;
  confirmVariant?: string;
  onConfirm: () => void;
  onCancel: () => void;
  children: ReactNode;
}) {
  const t = useT(contentMessages);
  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!busy) onConfirm();
  }
  return (
    <Modal
      show={open}
      animation={false}
      onHide={onCancel}
      aria-labelledby={`${id}-title`}
      {...STACKED_DIALOG}
    >
      <Form noValidate onSubmit={submit}>
        <Modal.Header closeButton closeLabel={t('dialog.close')}>
          <Modal.Title as="h2" id={`${id}-title`} className="h5">
            {title}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          {problem && (
            <Alert variant="danger" role="alert">
              {problem}
            </Alert>
          )}
          {children}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="outline-secondary" onClick={onCancel}>
            {t('step.cancel')}
          </Button>
          {/* Not `disabled` while busy: a disabled button drops the keyboard focus. */}
          <Button type="submit" variant={confirmVariant} aria-disabled={busy}>
            {confirmLabel}
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/**
 * A labelled field of a step's dialog, its hint and its error tied to it (aria-describedby) and the
 * error announced as invalid (aria-invalid; isInvalid only colours it).
 */
export function StepField({
  id,
  label,
  hint,
  error,
  value,
  onChange,
  multiline = false,
  type = 'text',
  autoFocus = false,
}: {
  id: string;
  label: string;
  hint?: string;
  error?: string;
  value: string;
  onChange: (value: string) => void;
  multiline?: boolean;
  type?: 'text' | 'date' | 'time';
  autoFocus?: boolean;
}) {
  const described = [error && `${id}-error`, hint && `${id}-hint`].filter(Boolean).join(' ');
  return (
    <Form.Group className="mb-3" controlId={id}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        {...(multiline ? { as: 'textarea' as const, rows: 3 } : { type })}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        isInvalid={Boolean(error)}
        aria-invalid={Boolean(error)}
        aria-describedby={described || undefined}
        autoFocus={autoFocus}
        autoComplete="off"
      />
      {error && (
        <Form.Control.Feedback type="invalid" id={`${id}-error`}>
          {error}
        </Form.Control.Feedback>
      )}
      {hint && (
        <Form.Text id={`${id}-hint`} className="d-block">
          {hint}
        </Form.Text>
      )}
    </Form.Group>
  );
}
