import { createSlice, nanoid, type PayloadAction } from '@reduxjs/toolkit';
import { isoDate, type ContentCategory, type ContentItem } from './contentTypes';
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

export const contentSlice = createSlice({
  name: 'content',
  initialState,
  reducers: {
    itemAdded: {
      reducer(state, action: PayloadAction<ContentItem>) {
        state.items.unshift(action.payload);
      },
      /** `id` and `today` are parameters so tests (and the seeded generator) can fix them. */
      prepare(draft: ContentDraft, today: string = isoDate(new Date()), id: string = nanoid()) {
        return { payload: { ...draft, id, dateCreated: today, dateModified: today } };
      },
    },
    itemEdited: {
      reducer(
        state,
        action: PayloadAction<{
          id: string;
          changes: Pick<ContentItem, 'title' | 'category' | 'content'>;
          today: string;
        }>,
      ) {
        const item = state.items.find((i) => i.id === action.payload.id);
        if (!item) return;
        Object.assign(item, action.payload.changes, { dateModified: action.payload.today });
      },
      prepare(
        id: string,
        changes: Pick<ContentItem, 'title' | 'category' | 'content'>,
        today: string = isoDate(new Date()),
      ) {
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
    /** Another browser tab saved a different list (see src/app/tabSync.ts). */
    itemsSyncedFromAnotherTab(state, action: PayloadAction<ContentItem[]>) {
      state.items = action.payload;
    },
    itemDeleted(state, action: PayloadAction<string>) {
      state.items = state.items.filter((i) => i.id !== action.payload);
    },
  },
  selectors: {
    selectContentItems: (state) => state.items,
  },
});

export const { itemAdded, itemEdited, itemStatusChanged, itemDeleted, itemsSyncedFromAnotherTab } =
  contentSlice.actions;
export const { selectContentItems } = contentSlice.selectors;
