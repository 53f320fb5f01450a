import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from './translate';

interface I18nState {
  /** The language the page is in: its address's (src/shared/lib/localePaths.ts), fixed for the page. */
  locale: Locale;
  /**
   * The language this visitor last chose with the switcher, remembered in this browser; null until they
   * choose. It only suggests a language on the home page: it never redirects a link someone shared.
   */
  preferred: Locale | null;
}

const initialState: I18nState = { locale: 'en', preferred: null };

/**
 * The visitor's language. The page's language comes from its address (main.tsx and the renderer start
 * the store with it); choosing another goes to the same page at that language's address.
 */
export const i18nSlice = createSlice({
  name: 'i18n',
  initialState,
  reducers: {
    languageChosen(state, action: PayloadAction<Locale | null>) {
      state.preferred = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectPreferredLocale: (state) => state.preferred,
  },
});

export const { languageChosen } = i18nSlice.actions;
export const { selectLocale, selectPreferredLocale } = i18nSlice.selectors;
