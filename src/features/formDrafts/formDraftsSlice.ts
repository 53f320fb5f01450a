import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { userLoggedOut } from '@/features/session/sessionSlice';

/* eslint-disable @typescript-eslint/no-dynamic-delete -- the drafts by form are Redux state, plain data
   that must serialise: not a Map, so a form's draft goes with `delete`. */

/** The staff forms whose unsaved work is kept: the new-account form, Content's add form, the generator. */
export type DraftedForm = 'newAccount' | 'contentAdd' | 'guideAdd' | 'generator';

/** A form's fields by name: every kept form holds text and choices only. */
type DraftValues = Record<string, string>;

type FormDraftsState = Partial<Record<DraftedForm, DraftValues>>;

/**
 * What staff have typed into the staff area's forms, in memory only (never stored, like the session): a
 * 401 sends the person to /login and unmounts the forms, and this brings their work back when they have
 * signed in again (issue 24). A sign-out here clears it all, so the next person at this browser does not
 * find it. Joins the store with the staff area (router.tsx).
 */
const initialState: FormDraftsState = {};

export const formDraftsSlice = createSlice({
  name: 'formDrafts',
  initialState,
  reducers: {
    formDrafted(state, action: PayloadAction<{ form: DraftedForm; values: DraftValues }>) {
      const { form, values } = action.payload;
      state[form] = { ...state[form], ...values };
    },
    /** The form's work is done (submitted): it starts empty again. */
    formDraftCleared(state, action: PayloadAction<DraftedForm>) {
      delete state[action.payload];
    },
  },
  extraReducers: (builder) => {
    builder.addCase(userLoggedOut, () => ({}));
  },
});

export const { formDrafted, formDraftCleared } = formDraftsSlice.actions;

type WithDrafts = { formDrafts?: FormDraftsState };

/**
 * What has been typed into `form` so far (only the fields touched), or undefined: nothing yet, or the
 * slice has not joined the store. The form lays it over its empty values.
 */
export const selectFormDraft = <T extends object>(state: unknown, form: DraftedForm) =>
  (state as WithDrafts).formDrafts?.[form] as Partial<T> | undefined;
