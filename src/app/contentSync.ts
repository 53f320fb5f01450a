import { readStoredContent, storedContent } from '@/features/content/contentFormat';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import { mergeContent } from '@/features/content/contentMerge';
import { contentSynced, isContentChangedHere } from '@/features/content/contentSlice';
import type { ContentItem } from '@/features/content/contentTypes';
import { SEED_CONTENT } from '@/features/content/seedContent';
import {
  storageWriteFailed,
  storageWriteSucceeded,
  storedSizeKnown,
  storedValueSetAside,
} from '@/shared/store/storageSlice';
import { addAppListener } from './listeners';
import { keepAside, readJson, writeJson, type KeyValueStorage } from './storage';
import type { AppStore } from './store';

/** Runs `task` while no other tab of the site runs one under the same name (the Web Locks API). */
export type RunLocked = (name: string, task: () => void) => Promise<void> | void;

/**
 * Keeps the content list in step with storage and with the site's other tabs, never losing a change:
 * every save reads what is stored, merges this tab's changes into it item by item (contentMerge.ts) and
 * writes the result, all while holding a lock no other tab can hold at the same time. A change another
 * tab saved first is a conflict for staff to settle, never silently overwritten; a write that fails
 * leaves the change on screen and says so.
 *
 * Saves wait `delayMs` after the last change (a burst of changes is one write); `flush` saves now, for
 * the page being hidden or closed. With `delayMs` 0 a save follows each change straight away (tests).
 */
export function connectContent(
  store: AppStore,
  storage: KeyValueStorage | undefined,
  { delayMs, runLocked }: { delayMs: number; runLocked: RunLocked },
) {
  let timer: ReturnType<typeof setTimeout> | undefined;
  /** False until the stored list has been read once. */
  let started = false;

  /**
   * The stored list, or undefined when it cannot be used now (reported, and set aside if it can be).
   * `rewrite`: the key was emptied by setting its value aside, so the list must be written back.
   */
  function readStored(): { items: ContentItem[]; rewrite?: boolean } | undefined {
    if (store.getState().storage.readOnly.includes(STORAGE_KEYS.content)) return undefined;
    const stored = readJson(storage, STORAGE_KEYS.content);
    // Nothing stored means the sample items, as a first visit shows them.
    if (!stored) return { items: SEED_CONTENT };
    const raw = 'value' in stored ? stored.raw : stored.corrupt;
    store.dispatch(
      storedSizeKnown({ key: STORAGE_KEYS.content, chars: STORAGE_KEYS.content.length + raw.length }),
    );
    const read = 'value' in stored ? readStoredContent(stored.value) : ({ kind: 'invalid' } as const);
    if (read.kind === 'ok') return { items: read.content.items };
    if (read.kind === 'newer') {
      store.dispatch(
        storedValueSetAside({ key: STORAGE_KEYS.content, asideKey: null, raw, reason: 'newer' }),
      );
      return undefined;
    }
    const asideKey = keepAside(storage, STORAGE_KEYS.content, raw) ?? null;
    store.dispatch(storedValueSetAside({ key: STORAGE_KEYS.content, asideKey, raw, reason: 'unusable' }));
    if (!asideKey) return undefined;
    // Copied aside, so the key is free. At start the list begins again from the samples; later (another
    // tab wrote something unreadable) this tab's copy, as it last saved it, is the best there is.
    return { items: started ? lastSavedHere() : SEED_CONTENT, rewrite: started };
  }

  /** This tab's items as it last read or wrote them: its unsaved changes then merge in as usual. */
  function lastSavedHere(): ContentItem[] {
    const { items, synced } = store.getState().content;
    return items.flatMap((item) => {
      const revision = synced[item.id];
      return revision === undefined ? [] : [{ ...item, revision }];
    });
  }

  /** Reads, merges and writes in one go: nothing else in this tab runs in between. */
  function syncNow() {
    const stored = readStored();
    const { items, synced, deleted } = store.getState().content;
    if (!stored) {
      // The stored list is being kept as it is: a change made here cannot be saved over it.
      const changedHere =
        deleted.length > 0 || items.some((item) => !(item.id in synced) || item.revision > synced[item.id]!);
      if (changedHere) store.dispatch(storageWriteFailed({ key: STORAGE_KEYS.content, failure: 'kept' }));
      return;
    }
    const merged = mergeContent(stored.items, items, { synced, deleted });
    if (merged.changed || stored.rewrite) {
      const outcome = writeJson(storage, STORAGE_KEYS.content, storedContent(merged.items));
      if (!outcome.ok) {
        store.dispatch(storageWriteFailed({ key: STORAGE_KEYS.content, failure: outcome.failure }));
        return;
      }
      store.dispatch(storageWriteSucceeded({ key: STORAGE_KEYS.content, chars: outcome.chars }));
    }
    store.dispatch(contentSynced({ items: merged.items, conflicts: merged.conflicts }));
  }

  function restoreNow() {
    syncNow();
    started = true;
  }

  const sync = () => {
    clearTimeout(timer);
    timer = undefined;
    return runLocked(STORAGE_KEYS.content, syncNow);
  };

  store.dispatch(
    addAppListener({
      matcher: isContentChangedHere,
      effect: () => {
        // Even "at once" waits for the current dispatch to finish, so whoever waits for the outcome of
        // this change (contentNotifications.ts) is listening before it arrives.
        if (delayMs === 0) return queueMicrotask(() => void sync());
        clearTimeout(timer);
        timer = setTimeout(() => void sync(), delayMs);
      },
    }),
  );

  return {
    /** Reads the stored list at start. */
    restore: () => runLocked(STORAGE_KEYS.content, restoreNow),
    /** Another tab saved: bring its changes in (and save any of this tab's on the way). */
    fromAnotherTab: () => void sync(),
    /** Saves a pending change now, without waiting for the lock: the page is going away. */
    flush() {
      if (timer !== undefined) {
        clearTimeout(timer);
        timer = undefined;
        syncNow();
      }
    },
  };
}
