import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { LOCALES, type Locale } from './translate';

interface I18nState {
  /** The language the interface is in. */
  locale: Locale;
  /** The language last asked for (a button, `?lang=`, storage), null until someone asks. */
  requested: Locale | null;
  /** The requested language is downloading, or could not be (offline). */
  status: 'idle' | 'loading' | 'failed';
}

const initialState: I18nState = { locale: 'en', requested: null, status: 'idle' };

/**
 * The visitor's language. Asking for one (`languageRequested`) downloads its catalogues first (the
 * listener in src/app/languageEffects.ts); `languageApplied` then switches the whole interface at once.
 */
export const i18nSlice = createSlice({
  name: 'i18n',
  initialState,
  reducers: {
    languageRequested(state, action: PayloadAction<Locale>) {
      state.requested = action.payload;
      state.status = action.payload === state.locale ? 'idle' : 'loading';
    },
    languageApplied(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
      state.status = 'idle';
    },
    languageFailed(state) {
      state.status = 'failed';
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
    selectRequestedLocale: (state) => state.requested,
    selectLanguageStatus: (state) => state.status,
  },
});

export const { languageRequested, languageApplied, languageFailed } = i18nSlice.actions;
export const { selectLocale, selectRequestedLocale, selectLanguageStatus } = i18nSlice.selectors;

/** A language code from an address or storage, or undefined when it is not one of ours. */
export function parseLocale(value: unknown): Locale | undefined {
  return LOCALES.find((locale) => locale === value);
}
