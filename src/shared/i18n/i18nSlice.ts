import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Locale } from './translate';

interface I18nState {
  locale: Locale;
}

const initialState: I18nState = { locale: 'en' };

export const i18nSlice = createSlice({
  name: 'i18n',
  initialState,
  reducers: {
    localeChosen(state, action: PayloadAction<Locale>) {
      state.locale = action.payload;
    },
  },
  selectors: {
    selectLocale: (state) => state.locale,
  },
});

export const { localeChosen } = i18nSlice.actions;
export const { selectLocale } = i18nSlice.selectors;
