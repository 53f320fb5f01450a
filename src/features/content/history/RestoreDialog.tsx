import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { STACKED_DIALOG } from '@/shared/components/stackedDialog';
import { useInertBackground } from '@/shared/hooks/useInertBackground';
import { useT } from '@/shared/i18n/useT';
import { contentHistoryMessages } from './messages';

/**
 * "Restore version N?" with what a restore does and does not do, Cancel and Restore. Open while
 * `revision` is set; the Restore button waits while the restore is on its way (`busy`).
 */
export function RestoreDialog({
  revision,
  busy,
  onConfirm,
  onCancel,
}: {
  revision: number | null;
  busy: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT(contentHistoryMessages);
  const open = revision !== null;
  useInertBackground(open);
  return (
    <Modal
      {...STACKED_DIALOG}
      show={open}
      animation={false}
      onHide={onCancel}
      aria-labelledby="content-restore-dialog-title"
      aria-describedby="content-restore-dialog-body"
    >
      <Modal.Header closeButton closeLabel={t('dialog.close')}>
        <Modal.Title as="h2" id="content-restore-dialog-title" className="h5">
          {t('restore.title', { revision: revision ?? '' })}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body id="content-restore-dialog-body">
        {t('restore.body', { revision: revision ?? '' })}
      </Modal.Body>
      <Modal.Footer>
        {/* Focus starts on the harmless choice, so a stray Enter changes nothing. */}
        <Button variant="outline-secondary" onClick={onCancel} autoFocus>
          {t('restore.cancel')}
        </Button>
        <Button variant="primary" onClick={onConfirm} disabled={busy}>
          {t('restore.confirm', { revision: revision ?? '' })}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
