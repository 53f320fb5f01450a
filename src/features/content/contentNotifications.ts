import { addListener, isAnyOf, type Dispatch, type UnknownAction } from '@reduxjs/toolkit';
import { toastShown, type ToastRequest } from '@/features/toasts/toastsSlice';
import { articlePath } from '@/shared/site/paths';
import { storageWriteFailed, type WriteFailure } from '@/shared/store/storageSlice';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import type { ContentItem } from './contentTypes';
import {
  contentSynced,
  itemAdded,
  itemDeleted,
  itemEdited,
  itemStatusChanged,
  selectContentConflicts,
  selectContentItems,
  type ContentState,
} from './contentSlice';

const contentChanged = isAnyOf(itemAdded, itemEdited, itemStatusChanged, itemDeleted);

function success(title: ToastRequest['title'], body: ToastRequest['body'], itemTitle?: string): ToastRequest {
  return itemTitle === undefined
    ? { variant: 'success', title, body }
    : { variant: 'success', title, body, values: { title: itemTitle } };
}

/** A toast about an item that is now public links to its page. */
function linkingTo(item: Pick<ContentItem, 'id' | 'status'>, toast: ToastRequest): ToastRequest {
  return item.status === 'published'
    ? { ...toast, link: { to: articlePath(item.id), label: 'toast.viewPage' } }
    : toast;
}

/**
 * The toast that tells staff what a content change did, or undefined when nothing changed (an item
 * another tab removed). `before` and `after` are the content lists around the action: a deleted item's
 * title is only in `before`.
 */
function noticeFor(
  action: UnknownAction,
  before: ContentItem[],
  after: ContentItem[],
): ToastRequest | undefined {
  if (itemAdded.match(action)) {
    return linkingTo(
      action.payload,
      action.meta.via === 'generator'
        ? success('generator.publishedTitle', 'generator.published')
        : success('content.added', 'content.addedBody', action.payload.title),
    );
  }
  if (itemEdited.match(action))
    return success('content.edited', 'content.editedBody', action.payload.changes.title);
  if (itemStatusChanged.match(action)) {
    const item = after.find((i) => i.id === action.payload.id);
    if (!item) return undefined;
    return item.status === 'published'
      ? linkingTo(item, success('content.published', 'content.publishedBody', item.title))
      : success('content.unpublished', 'content.unpublishedBody', item.title);
  }
  if (itemDeleted.match(action)) {
    const item = before.find((i) => i.id === action.payload);
    return item && success('content.deleted', 'content.deletedBody', item.title);
  }
  return undefined;
}

const addContentListener = addListener.withTypes<{ content: ContentState }>();

/** The item an action changed. */
function itemIdOf(action: UnknownAction): string | undefined {
  if (itemEdited.match(action)) return action.payload.basedOn.id;
  if (itemAdded.match(action) || itemStatusChanged.match(action)) return action.payload.id;
  return itemDeleted.match(action) ? action.payload : undefined;
}

const NOT_SAVED: Record<WriteFailure, ToastRequest['body']> = {
  quota: 'content.notSavedQuota',
  blocked: 'content.notSavedBlocked',
  kept: 'content.notSavedKept',
  failed: 'content.notSavedFailed',
};

/** The save of the content list: it went through (maybe with conflicts), or a write failed. */
const contentSaveSettled = (action: UnknownAction) =>
  contentSynced.match(action) ||
  (storageWriteFailed.match(action) && action.payload.key === STORAGE_KEYS.content);

/**
 * One effect function, so adding it again (the staff area mounting twice) adds nothing. The notice
 * waits for the change to be saved (src/app/contentSync.ts), so "Content added" is only ever said of
 * content that is stored; otherwise staff are told it was not saved, and why.
 */
const showContentNotice: Parameters<typeof addContentListener>[0]['effect'] = async (action, api) => {
  const notice = noticeFor(
    action,
    selectContentItems(api.getOriginalState()),
    selectContentItems(api.getState()),
  );
  if (!notice) return;
  const values = notice.values;
  const conflict = () => {
    api.dispatch(
      toastShown({ variant: 'danger', title: 'content.conflict', body: 'content.conflictBody', values }),
    );
  };
  // An edit made from a copy that has changed since is refused at once: nothing is saved.
  const id = itemIdOf(action);
  const isConflicted = (state: { content: ContentState }) =>
    selectContentConflicts(state).some((c) => c.id === id);
  if (isConflicted(api.getState()) && !isConflicted(api.getOriginalState())) return conflict();
  const [outcome] = await api.take(contentSaveSettled);
  if (storageWriteFailed.match(outcome)) {
    api.dispatch(
      toastShown({
        variant: 'danger',
        title: 'content.notSaved',
        body: NOT_SAVED[outcome.payload.failure],
        values,
      }),
    );
  } else if (contentSynced.match(outcome) && outcome.payload.conflicts.some((c) => c.id === id)) {
    conflict();
  } else {
    api.dispatch(toastShown(notice));
  }
};

/**
 * From now on, every content change shows the toast that says what happened (SPEC §9: one at a time).
 * The staff area starts it when it loads: content changes only there, and the public pages' first load
 * does not carry this code.
 */
export function notifyContentChanges(dispatch: Dispatch): void {
  dispatch(addContentListener({ matcher: contentChanged, effect: showContentNotice }));
}
