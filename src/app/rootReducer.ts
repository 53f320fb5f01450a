import { combineSlices, type WithSlice } from '@reduxjs/toolkit';
import type { api } from '@/shared/api/apiSlice';
import { articlesSlice } from '@/features/articles/articlesSlice';
import { guidesSlice } from '@/features/guides/guidesSlice';
import { contentReducer } from '@/features/content/contentState';
import { articleSearchSlice } from '@/features/search/articleSearchSlice';
import { sessionSlice } from '@/features/session/sessionSlice';
import { toastsSlice } from '@/features/toasts/toastsSlice';
import { updatesSlice } from '@/features/updates/updatesSlice';
import { i18nSlice } from '@/shared/i18n/i18nSlice';
import { storageSlice } from '@/shared/store/storageSlice';

/**
 * The store's state: its slices, and those injected later (the staff's API, src/app/staffApi.ts; form
 * drafts, src/app/staffArea.ts). Apart from the store (store.ts), so that what the store runs (its
 * listeners) can name the state's type without importing the store.
 */
export const rootReducer = combineSlices(
  i18nSlice,
  articleSearchSlice,
  sessionSlice,
  // The staff's offline copy: its slice loads later (contentState.ts).
  { content: contentReducer },
  articlesSlice,
  guidesSlice,
  toastsSlice,
  updatesSlice,
  storageSlice,
).withLazyLoadedSlices<WithSlice<typeof api>>();

export type RootState = ReturnType<typeof rootReducer>;

// The store hooks (src/shared/store/hooks.ts), below the app, are typed with this state: registered here.
declare module '@/shared/store/hooks' {
  interface AppStoreTypes {
    state: RootState;
  }
}
export type PreloadedState = Partial<RootState>;
