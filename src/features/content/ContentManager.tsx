import { useEffect, useRef, useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import { formDrafted } from '@/features/formDrafts/formDraftsSlice';
import { selectSessionUser } from '@/features/session/sessionSlice';
import { StaffPanel } from '@/shared/components/StaffPanel';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector, useAppStore } from '@/shared/store/hooks';
import { AddContentForm } from './AddContentForm';
import { AddGuideForm } from './AddGuideForm';
import type { GuideStartChoice } from './guide/newGuide';
import { ContentBrowser } from './ContentBrowser';
import { ContentConflicts } from './ContentConflicts';
import type { ContentFormValues } from './ContentForm';
import { DeleteContentDialog, EditContentDialog, useDialogTarget } from './ContentManagerDialogs';
import { startWriteQueue } from './contentQueue';
import { carryOverNoticeDismissed, selectCarriedOver } from './contentSlice';
import type { ContentRow } from './contentView';
import { contentMessages } from './messages';
import { useContentWrites } from './useContentWrites';
import '@/shared/components/staffScreens.css';

/**
 * The Content Management tab: the server's items a page at a time, the add form, edit (with the item's
 * review and publishing, WorkflowPanel.tsx) and delete (after a confirmation). Each change shows at once
 * and is sent with its own idempotency key; offline it waits in this browser and goes when the
 * connection returns.
 */
export function ContentManager({ guideStarts }: { guideStarts: GuideStartChoice[] }) {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const write = useContentWrites();
  const role = useAppSelector(selectSessionUser)?.role;
  const mayPublish = role === 'editor' || role === 'admin';
  const carriedOver = useAppSelector(selectCarriedOver);
  const editing = useDialogTarget();
  const deleting = useDialogTarget();
  const [editValues, setEditValues] = useState<Partial<ContentFormValues>>();
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Set by a confirmed delete: the row's buttons are gone, so focus then goes to the list heading.
  const focusListAfterDelete = useRef(false);

  // What waits in this browser goes now, and whenever the connection returns.
  useEffect(() => startWriteQueue(store), [store]);

  function confirmDelete() {
    const row = deleting.item;
    if (!row) return;
    void write((key) => ({ kind: 'delete', key, id: row.id, title: row.title, revision: row.revision }));
    focusListAfterDelete.current = true;
    deleting.hide();
  }

  function editMine(id: string, values: Partial<ContentFormValues>) {
    if (!id) {
      dispatch(formDrafted({ form: 'contentAdd', values }));
      return;
    }
    setEditValues(values);
    editing.show({ id } as ContentRow);
  }

  return (
    <StaffPanel titleId="admin-content-title" title={t('manager.title')} intro={t('manager.intro')}>
      {carriedOver > 0 && (
        <Alert variant="info" className="d-flex flex-wrap gap-2 align-items-center">
          <span>{t('carried.notice', { count: carriedOver })}</span>
          <Button size="sm" variant="outline-dark" onClick={() => dispatch(carryOverNoticeDismissed())}>
            {t('carried.dismiss')}
          </Button>
        </Alert>
      )}
      <ContentConflicts onEditMine={editMine} />
      <AddContentForm mayPublish={mayPublish} />
      <AddGuideForm starts={guideStarts} />
      <h3 className="h5" ref={listHeading} tabIndex={-1}>
        {t('list.title')}
      </h3>
      <ContentBrowser
        mayDelete={mayPublish}
        onEdit={(row) => {
          setEditValues(undefined);
          editing.show(row);
        }}
        onDelete={deleting.show}
      />
      <EditContentDialog
        item={editing.item}
        open={editing.open}
        initial={editValues}
        onDone={editing.hide}
        onCancel={editing.hide}
        onExited={editing.exited}
      />
      <DeleteContentDialog
        item={deleting.item}
        open={deleting.open}
        onConfirm={confirmDelete}
        onCancel={deleting.hide}
        onExited={() => {
          deleting.exited();
          if (focusListAfterDelete.current) listHeading.current?.focus();
          focusListAfterDelete.current = false;
        }}
      />
    </StaffPanel>
  );
}
