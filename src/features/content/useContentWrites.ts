import { useAppStore } from '@/shared/store/hooks';
import { newWriteKey, submitWrite } from './contentQueue';
import type { ContentWrite } from './contentWrites';

/**
 * Makes a change: `build` gets a fresh idempotency key; the write is queued (so it shows at once and
 * survives a closed tab), then sent. The promise says how it ended, for a form to show the server's
 * messages.
 */
export function useContentWrites() {
  const store = useAppStore();
  return (build: (key: string) => ContentWrite) => submitWrite(store, build(newWriteKey()));
}
