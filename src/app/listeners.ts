import { createListenerMiddleware } from '@reduxjs/toolkit';
import { notifyContentChanges } from '@/features/content/contentNotifications';
import { publishGeneratedDrafts } from '@/features/generator/draftPublishing';
import { startPersisting } from './persistence';
import type { KeyValueStorage } from './storage';
import type { AppDispatch, RootState } from './store';

export type AppStartListening = ReturnType<typeof typedStartListening>;

function typedStartListening(listener: ReturnType<typeof createListenerMiddleware>) {
  return listener.startListening.withTypes<RootState, AppDispatch>();
}

/**
 * The store's effects, in one listener middleware: persistence, and the features' domain effects
 * (a published draft becomes a content item; every content change shows its toast). Components only
 * dispatch what happened; what follows runs here, the same in every screen and every test store.
 */
export function createListeners(storage: KeyValueStorage | undefined) {
  const listener = createListenerMiddleware();
  const startListening = typedStartListening(listener);
  startPersisting(startListening, storage);
  notifyContentChanges(startListening);
  publishGeneratedDrafts(startListening);
  return listener.middleware;
}
