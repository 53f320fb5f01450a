import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

/** SPEC §9: toasts close by themselves after 4000 ms. */
export const TOAST_AUTOHIDE_MS = 4000;

export interface Toast {
  /** Increases with every toast, so a replacement re-mounts and restarts its close timer. */
  id: number;
  title: string;
  message: string;
  variant: 'success' | 'danger';
}

export interface ToastsState {
  current: Toast | null;
  lastId: number;
}

const initialState: ToastsState = { current: null, lastId: 0 };

/** SPEC §9: only one toast at a time — a new one replaces whatever is showing. */
export const toastsSlice = createSlice({
  name: 'toasts',
  initialState,
  reducers: {
    toastShown(state, action: PayloadAction<Omit<Toast, 'id'>>) {
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
