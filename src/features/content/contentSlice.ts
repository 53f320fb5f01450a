import { createSlice, isAnyOf, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { isoDate } from '@/shared/lib/dates';
import type { ContentCategory } from '@/shared/site/sections';
import type { ContentConflict } from './contentMerge';
import type { ContentItem } from './contentTypes';
import { SEED_CONTENT } from './seedContent';

export interface ContentState {
  items: ContentItem[];
  /**
   * What this tab knows of the stored list (contentMerge.ts): each item's revision as last read or
   * written, and the items deleted here since. Nothing stored means the sample items, as stored.
   */
  synced: Record<string, number>;
  deleted: string[];
  /** Changes made here that another tab saved over first, until staff choose which to keep. */
  conflicts: ContentConflict[];
}

const initialState: ContentState = {
  items: SEED_CONTENT,
  synced: revisionsOf(SEED_CONTENT),
  deleted: [],
  conflicts: [],
};

/** The revisions of `items`, as a tab that has just read or written them knows them. */
export function revisionsOf(items: readonly ContentItem[]): Record<string, number> {
  return Object.fromEntries(items.map((item) => [item.id, item.revision]));
}

/** A change made here: its revision is one above the stored one it was made from. */
function markChanged(state: ContentState, item: ContentItem) {
  const stored = state.synced[item.id];
  if (stored !== undefined) item.revision = stored + 1;
}

/** What an editor supplies; the slice fills in id and dates. */
export interface ContentDraft {
  title: string;
  category: ContentCategory;
  content: string;
  author: string;
  status: ContentItem['status'];
}

/** Who added an item: an editor's form, or the generator's Publish Content (each gets its own toast). */
type AddedVia = 'editor' | 'generator';

interface AddOptions {
  via?: AddedVia;
  /** Fixed by tests and the seeded generator; otherwise today and a fresh id. */
  today?: string;
  id?: string;
}

type ItemChanges = Pick<ContentItem, 'title' | 'category' | 'content'>;

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {
    itemAdded: {
      reducer(state, action: PayloadAction<ContentItem, string, { via: AddedVia }>) {
        state.items.unshift(action.payload);
      },
      prepare(
        draft: ContentDraft,
        { via = 'editor', today = isoDate(new Date()), id = nanoid() }: AddOptions = {},
      ) {
        return {
          payload: { ...draft, id, dateCreated: today, dateModified: today, revision: 1 },
          meta: { via },
        };
      },
    },
    /**
     * An edit made in a form opened on `basedOn`. If the item has changed since (another tab's save came
     * in) or is gone, the edit is not applied over it: it becomes a conflict for staff to settle.
     */
    itemEdited: {
      reducer(state, action: PayloadAction<{ basedOn: ContentItem; changes: ItemChanges; today: string }>) {
        const { basedOn, changes, today } = action.payload;
        const item = state.items.find((i) => i.id === basedOn.id);
        const mine = { ...basedOn, ...changes, dateModified: today };
        if (!item || item.revision !== basedOn.revision) {
          state.conflicts = state.conflicts.filter((c) => c.id !== basedOn.id);
          state.conflicts.push({
            id: basedOn.id,
            kind: item ? 'changed' : 'deleted',
            mine,
            title: changes.title,
          });
          return;
        }
        Object.assign(item, changes, { dateModified: today });
        markChanged(state, item);
      },
      prepare(basedOn: ContentItem, changes: ItemChanges, today: string = isoDate(new Date())) {
        return { payload: { basedOn, changes, today } };
      },
    },
    itemStatusChanged: {
      reducer(state, action: PayloadAction<{ id: string; status: ContentItem['status']; today: string }>) {
        const item = state.items.find((i) => i.id === action.payload.id);
        if (!item) return;
        item.status = action.payload.status;
        item.dateModified = action.payload.today;
        markChanged(state, item);
      },
      prepare(id: string, status: ContentItem['status'], today: string = isoDate(new Date())) {
        return { payload: { id, status, today } };
      },
    },
    itemDeleted(state, action: PayloadAction<string>) {
      const id = action.payload;
      state.items = state.items.filter((i) => i.id !== id);
      if (id in state.synced && !state.deleted.includes(id)) state.deleted.push(id);
    },
    /**
     * Items from a backup file (contentFormat.ts `checkBackup`): one with a new id is added; one whose id
     * is already here replaces it, as an edit would. Saved like any change.
     */
    itemsImported(state, action: PayloadAction<ContentItem[]>) {
      for (const imported of action.payload) {
        const index = state.items.findIndex((i) => i.id === imported.id);
        if (index < 0) {
          delete state.synced[imported.id];
          state.items.unshift({ ...imported, revision: 1 });
        } else {
          const item = { ...imported };
          markChanged(state, item);
          state.items[index] = item;
        }
      }
    },
    /**
     * The stored list as this tab last read or wrote it (src/app/contentSync.ts): at start, after a save,
     * or when another tab saved. `conflicts` are this tab's changes that were not saved.
     */
    contentSynced(state, action: PayloadAction<{ items: ContentItem[]; conflicts: ContentConflict[] }>) {
      const { items, conflicts } = action.payload;
      state.items = items;
      state.synced = revisionsOf(items);
      state.deleted = [];
      const fresh = new Set(conflicts.map((conflict) => conflict.id));
      state.conflicts = [...state.conflicts.filter((c) => !fresh.has(c.id)), ...conflicts];
    },
    /**
     * Staff chose what to keep of a conflict: the other tab's version (already on screen), or theirs
     * own, which becomes a change made from the stored version and is saved again.
     */
    conflictResolved(state, action: PayloadAction<{ id: string; keep: 'mine' | 'theirs' }>) {
      const { id, keep } = action.payload;
      const conflict = state.conflicts.find((c) => c.id === id);
      state.conflicts = state.conflicts.filter((c) => c.id !== id);
      if (!conflict || keep === 'theirs') return;
      const index = state.items.findIndex((i) => i.id === id);
      if (!conflict.mine) {
        // Deleted here: delete it again, now from the version stored.
        if (index >= 0) state.items.splice(index, 1);
        if (!state.deleted.includes(id)) state.deleted.push(id);
      } else if (index >= 0) {
        const item = { ...state.items[index]!, ...conflict.mine };
        markChanged(state, item);
        state.items[index] = item;
      } else {
        // Deleted elsewhere: it comes back as a new item.
        delete state.synced[id];
        state.items.unshift({ ...conflict.mine, revision: 1 });
      }
    },
  },
  selectors: {
    selectContentItems: (state) => state.items,
    selectContentConflicts: (state) => state.conflicts,
  },
});

export const {
  itemAdded,
  itemEdited,
  itemStatusChanged,
  itemDeleted,
  itemsImported,
  contentSynced,
  conflictResolved,
} = contentSlice.actions;
export const { selectContentItems, selectContentConflicts } = contentSlice.selectors;

/** A change staff made to the content in this tab (not one read from storage): what is saved, and checked. */
export const isContentChangedHere = isAnyOf(
  itemAdded,
  itemEdited,
  itemStatusChanged,
  itemDeleted,
  itemsImported,
  conflictResolved,
);
export type { ContentItem } from './contentTypes';
