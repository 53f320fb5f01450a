import { useCallback, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useInertBackground } from '@/shared/hooks/useInertBackground';
import { useT } from '@/shared/i18n/useT';
import { ContentEditor } from './ContentEditor';
import type { ContentFormValues } from './ContentForm';
import type { ContentRow as ContentItem } from './contentView';
import { contentMessages } from './messages';

/**
 * Which item a dialog is about, kept until the dialog has closed (`exited`). The dialogs open and close
 * without a fade: the fade cost slow phones frames, and a fade whose end event went missing on a busy
 * machine once left a closed dialog on screen.
 */
export function useDialogTarget() {
  const [state, setState] = useState<{ item: ContentItem; open: boolean } | null>(null);
  return {
    item: state?.item ?? null,
    open: state?.open ?? false,
    show: useCallback((item: ContentItem) => setState({ item, open: true }), []),
    hide: useCallback(() => setState((current) => current && { ...current, open: false }), []),
    exited: useCallback(() => setState(null), []),
  };
}

interface DialogProps {
  item: ContentItem | null;
  open: boolean;
  onCancel: () => void;
  onExited: () => void;
}

/** The edit form in a dialog, for the item (`initial`: values to start from instead of its own). */
export function EditContentDialog({
  item,
  open,
  initial,
  onDone,
  onCancel,
  onExited,
}: DialogProps & { initial?: Partial<ContentFormValues>; onDone: () => void }) {
  const t = useT(contentMessages);
  useInertBackground(open);
  return (
    <Modal
      show={open}
      animation={false}
      onHide={onCancel}
      onExited={onExited}
      aria-labelledby="content-edit-dialog-title"
      size="xl"
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title as="h2" id="content-edit-dialog-title" className="h5">
          {t('edit.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {item && (
          <ContentEditor key={item.id} row={item} initial={initial} onDone={onDone} onCancel={onCancel} />
        )}
      </Modal.Body>
    </Modal>
  );
}

/** "Delete …? This cannot be undone." with Cancel and Delete. */
export function DeleteContentDialog({
  item,
  open,
  onConfirm,
  onCancel,
  onExited,
}: DialogProps & { onConfirm: () => void }) {
  const t = useT(contentMessages);
  useInertBackground(open);
  return (
    <Modal
      show={open}
      animation={false}
      onHide={onCancel}
      onExited={onExited}
      aria-labelledby="content-delete-dialog-title"
      aria-describedby="content-delete-dialog-body"
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title as="h2" id="content-delete-dialog-title" className="h5">
          {t('delete.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="content-delete-dialog-body">
        {t('delete.body', { title: item?.title ?? '' })}
      </Modal.Body>
      <Modal.Footer>
        {/* Focus starts on the harmless choice, so a stray Enter does not delete anything. */}
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {t('delete.cancel')}
        </Button>
        <Button variant="danger" onClick={onConfirm}>
          {t('delete.confirm')}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
