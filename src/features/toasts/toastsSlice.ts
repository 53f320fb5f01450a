import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { Vars } from '@/shared/i18n/translate';
import type { ToastsMessageKey } from './messages';

/** SPEC §9: toasts close by themselves after 4000 ms. */
export const TOAST_AUTOHIDE_MS = 4000;

/** What a feature asks to show: catalogue keys and the values to fill in, never finished text. */
export interface ToastRequest {
  variant: 'success' | 'danger';
  title: ToastsMessageKey;
  body: ToastsMessageKey;
  values?: Vars;
  /** A way on from the news, e.g. to the page just published. */
  link?: { to: string; label: ToastsMessageKey };
}

export interface Toast extends ToastRequest {
  /** Increases with every toast, so a replacement re-mounts and restarts its close timer. */
  id: number;
}

interface ToastsState {
  current: Toast | null;
  lastId: number;
}

const initialState: ToastsState = { current: null, lastId: 0 };

/** SPEC §9: only one toast at a time — a new one replaces whatever is showing. */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<ToastRequest>) {
      state.lastId += 1;
      state.current = { ...action.payload, id: state.lastId };
    },
    toastDismissed(state, action: PayloadAction<number>) {
      if (state.current?.id === action.payload) state.current = null;
    },
  },
  selectors: {
    selectCurrentToast: (state) => state.current,
  },
});

export const { toastShown, toastDismissed } = toastsSlice.actions;
export const { selectCurrentToast } = toastsSlice.selectors;
