import { useRef } from 'react';
import { useT } from '@/shared/i18n/useT';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { itemDeleted, itemEdited, itemStatusChanged, selectContentItems } from './contentSlice';
import type { ContentItem } from './contentTypes';
import { ContentBrowser } from './ContentBrowser';
import { ContentConflicts } from './ContentConflicts';
import { AddContentForm } from './AddContentForm';
import type { ContentFormValues } from './ContentForm';
import { ContentList } from './ContentList';
import { DeleteContentDialog, EditContentDialog, useDialogTarget } from './ContentManagerDialogs';
import { contentMessages } from './messages';
import '@/shared/components/staffScreens.css';

/**
 * The Content Management tab. Unlike the spec's original, every button works: add, edit, publish /
 * unpublish and delete (after a confirmation). It only says what happened: the store's listeners save
 * each change and show its toast (contentNotifications.ts).
 */
export function ContentManager() {
  const t = useT(contentMessages);
  const dispatch = useAppDispatch();
  const items = useAppSelector(selectContentItems);
  const editing = useDialogTarget();
  const deleting = useDialogTarget();
  const listHeading = useRef<HTMLHeadingElement>(null);
  // Set by a confirmed delete: the row's buttons are gone, so focus then goes to the list heading.
  const focusListAfterDelete = useRef(false);

  function saveEdit({ title, category, content }: ContentFormValues) {
    if (!editing.item) return;
    dispatch(itemEdited(editing.item, { title, category, content }));
    editing.hide();
  }

  function toggleStatus(item: ContentItem) {
    dispatch(itemStatusChanged(item.id, item.status === 'draft' ? 'published' : 'draft'));
  }

  function confirmDelete() {
    if (!deleting.item) return;
    dispatch(itemDeleted(deleting.item.id));
    focusListAfterDelete.current = true;
    deleting.hide();
  }

  function deleteDialogClosed() {
    deleting.exited();
    if (focusListAfterDelete.current) listHeading.current?.focus();
    focusListAfterDelete.current = false;
  }

  return (
    <section aria-labelledby="admin-content-title">
      <h2 id="admin-content-title" className="h3">
        {t('manager.title')}
      </h2>
      <p className="text-body-secondary">{t('manager.intro')}</p>
      <ContentConflicts />
      <AddContentForm />
      <h3 className="h5" ref={listHeading} tabIndex={-1}>
        {t('list.title', { count: items.length })}
      </h3>
      <ContentBrowser items={items}>
        {(page) => (
          <ContentList
            items={page}
            onEdit={editing.show}
            onStatusToggle={toggleStatus}
            onDelete={deleting.show}
          />
        )}
      </ContentBrowser>
      <EditContentDialog
        item={editing.item}
        open={editing.open}
        onSave={saveEdit}
        onCancel={editing.hide}
        onExited={editing.exited}
      />
      <DeleteContentDialog
        item={deleting.item}
        open={deleting.open}
        onConfirm={confirmDelete}
        onCancel={deleting.hide}
        onExited={deleteDialogClosed}
      />
    </section>
  );
}
