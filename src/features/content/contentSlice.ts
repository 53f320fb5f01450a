import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { isoDate } from '@/shared/lib/dates';
import type { ContentCategory } from '@/shared/site/sections';
import type { ContentItem } from './contentTypes';
import { SEED_CONTENT } from './seedContent';

export interface ContentState {
  items: ContentItem[];
}

const initialState: ContentState = { items: SEED_CONTENT };

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
          payload: { ...draft, id, dateCreated: today, dateModified: today },
          meta: { via },
        };
      },
    },
    itemEdited: {
      reducer(state, action: PayloadAction<{ id: string; changes: ItemChanges; today: string }>) {
        const item = state.items.find((i) => i.id === action.payload.id);
        if (!item) return;
        Object.assign(item, action.payload.changes, { dateModified: action.payload.today });
      },
      prepare(id: string, changes: ItemChanges, today: string = isoDate(new Date())) {
        return { payload: { id, changes, today } };
      },
    },
    itemStatusChanged: {
      reducer(state, action: PayloadAction<{ id: string; status: ContentItem['status']; today: string }>) {
        const item = state.items.find((i) => i.id === action.payload.id);
        if (!item) return;
        item.status = action.payload.status;
        item.dateModified = action.payload.today;
      },
      prepare(id: string, status: ContentItem['status'], today: string = isoDate(new Date())) {
        return { payload: { id, status, today } };
      },
    },
    itemDeleted(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.id !== action.payload);
    },
    /** The stored list, read at start or saved by another tab (src/app/persistence.ts). */
    itemsReadFromStorage(state, action: PayloadAction<ContentItem[]>) {
      state.items = action.payload;
    },
  },
  selectors: {
    selectContentItems: (state) => state.items,
  },
});

export const { itemAdded, itemEdited, itemStatusChanged, itemDeleted, itemsReadFromStorage } =
  contentSlice.actions;
export const { selectContentItems } = contentSlice.selectors;
export type { ContentItem } from './contentTypes';
