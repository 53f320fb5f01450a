import { useStore } from 'react-redux';
import { newWriteKey, submitWrite } from './contentQueue';
import type { ContentWrite } from './contentWrites';

type Store = Parameters<typeof submitWrite>[0];

/**
 * Makes a change: `build` gets a fresh idempotency key; the write is queued (so it shows at once and
 * survives a closed tab), then sent. The promise says how it ended, for a form to show the server's
 * messages.
 */
export function useContentWrites() {
  const store = useStore() as unknown as Store;
  return (build: (key: string) => ContentWrite) => submitWrite(store, build(newWriteKey()));
}
