import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { NewAccountRequest } from '@/shared/api/accounts';
import { userLoggedOut } from '@/features/session/sessionSlice';

/**
 * What an admin has typed into the new-account form, in memory only: a 401 sends them to /login and
 * unmounts the form, and this brings it back when they have signed in again (issue 24). A sign-out here
 * clears it, so the next person at this browser does not find it. Joins the store with the staff area.
 */
export const EMPTY_NEW_ACCOUNT: NewAccountRequest = { email: '', name: '', role: 'writer' };

export const accountDraftSlice = createSlice({
  name: 'accountDraft',
  initialState: { newAccount: EMPTY_NEW_ACCOUNT },
  reducers: {
    newAccountDrafted(state, action: PayloadAction<Partial<NewAccountRequest>>) {
      state.newAccount = { ...state.newAccount, ...action.payload };
    },
    newAccountCleared(state) {
      state.newAccount = EMPTY_NEW_ACCOUNT;
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, (state) => {
      state.newAccount = EMPTY_NEW_ACCOUNT;
    });
  },
});

export const { newAccountDrafted, newAccountCleared } = accountDraftSlice.actions;

type WithDraft = { accountDraft?: ReturnType<typeof accountDraftSlice.reducer> };

/** The draft, or an empty form before the slice has joined the store. */
export const selectNewAccountDraft = (state: object): NewAccountRequest =>
  (state as WithDraft).accountDraft?.newAccount ?? EMPTY_NEW_ACCOUNT;
