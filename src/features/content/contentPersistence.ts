import type { PersistedSlice } from '@/shared/store/persistedSlice';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import { isNewerContentFormat, parseStoredContent, storedContent } from './contentFormat';
import { contentReadFromStorage, selectContentState, type ContentState } from './contentSlice';

/**
 * Staff's offline copy of the content and their queued writes, kept in localStorage (listed in
 * src/app/persistence.ts), in a format with a version number (./contentFormat.ts).
 */
export const contentPersistence: PersistedSlice<ContentState> = {
  key: STORAGE_KEYS.content,
  select: selectContentState,
  parse: parseStoredContent,
  // Joined with what this tab holds (contentSlice.ts joinContent): no queued write is lost either way.
  read: contentReadFromStorage,
  toStored: storedContent,
  isNewer: isNewerContentFormat,
};
