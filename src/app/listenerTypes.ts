import type { ThunkDispatch, TypedStartListening, UnknownAction } from '@reduxjs/toolkit';
import type { RootState } from './rootReducer';

/*
 * The types the store's effects (src/app/listeners.ts and the listeners it starts: articleLoading.ts,
 * guideLoading.ts, …) are written against. They name the state, not the store, so no listener imports
 * store.ts, which imports them: the store is built from its listeners, one way.
 */

/** What a listener may dispatch: plain actions (effects run in listeners, never in thunks). */
export type ListenerDispatch = ThunkDispatch<RootState, unknown, UnknownAction>;

export type AppStartListening = TypedStartListening<RootState, ListenerDispatch>;
