import type { Dispatch, Store, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
// The one file that may take react-redux's hooks (eslint.config.js): every other reaches the store here.
import { useDispatch, useSelector, useStore } from 'react-redux';

/*
 * The store hooks every component uses. They live in shared, below the features, so no feature imports
 * the app layer — which also means this file cannot import the app's RootState, and shared cannot name
 * the features' state types to assemble it either. So the app registers its state here instead: it fills
 * `AppStoreTypes` by declaration merging (src/app/rootReducer.ts, `state: RootState`), and makeStore
 * (src/app/store.ts) checks with `satisfies` that the store it builds is the `AppStoreAccess` promised
 * below. The hooks are then typed with the whole store, as the Redux template's
 * `useSelector.withTypes<RootState>()` is, with no import upwards.
 */

/**
 * What the app registers about its store (src/app/rootReducer.ts): `state`, the store's state. Nothing
 * else fills it; a program without the app (none today) would see `unknown` state.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by the app through declaration merging
export interface AppStoreTypes {}

/** The store's state, as the app registered it. */
export type AppState = AppStoreTypes extends { state: infer S } ? S : unknown;

/**
 * Reads the store with a slice's selector (`useAppSelector(selectContentItems)`) or an inline
 * `(state) => …`, both checked against the store's state.
 */
export const useAppSelector = useSelector.withTypes<AppState>();

/**
 * Effects run in listeners (src/app/listeners.ts), never in thunks, so components only ever dispatch
 * plain actions.
 */
export const useAppDispatch = useDispatch.withTypes<Dispatch>();

/**
 * The store for code that works with it outside rendering: the content write queue (its state, and the
 * API's requests, which are thunks), waiting until storage is read (`subscribe`), a slice joining the
 * store. Only these three: no `replaceReducer`.
 */
export interface AppStoreAccess {
  getState(): AppState;
  subscribe(listener: () => void): () => void;
  dispatch: ThunkDispatch<AppState, unknown, UnknownAction>;
}

export const useAppStore: () => AppStoreAccess = useStore.withTypes<Store<AppState> & AppStoreAccess>();
