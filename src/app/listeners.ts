import { addListener, createListenerMiddleware } from '@reduxjs/toolkit';
import { loadArticles } from './articleLoading';
import { loadGuides } from './guideLoading';
import { refreshArticleSearch } from './articleSearchRefresh';
import { deliverFeedback } from './feedbackDelivery';
import type { AppStartListening, ListenerDispatch } from './listenerTypes';
import type { RootState } from './rootReducer';

function typedStartListening(listener: ReturnType<typeof createListenerMiddleware>): AppStartListening {
  return listener.startListening.withTypes<RootState, ListenerDispatch>();
}

/** Adds a listener to a running store, for effects whose code loads later (persistence). */
export const addAppListener = addListener.withTypes<RootState, ListenerDispatch>();

/**
 * The store's effects, in one listener middleware: a feedback answer is sent to the server; a public article a page asks for is fetched;
 * the staff area's effects, added when it loads (src/routes/AdminRoute.tsx); and persistence once its code has
 * loaded (`addAppListener`, src/app/persistence.ts). Components only dispatch what happened; what
 * follows runs here, the same in every screen and every test store.
 */
export function createListeners() {
  const listener = createListenerMiddleware();
  const startListening = typedStartListening(listener);
  deliverFeedback(startListening);
  loadArticles(startListening);
  loadGuides(startListening);
  refreshArticleSearch(startListening);
  return listener.middleware;
}
