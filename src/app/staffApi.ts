import { api } from '@/shared/api/apiSlice';
import { addLateMiddleware } from './lateMiddleware';
import { rootReducer } from './rootReducer';

/**
 * Adds the API client (RTK Query) to every store, once: its state and its middleware. Called when the
 * staff area's code loads (router.tsx), so the client stays out of the public pages' first download.
 */
export function installStaffApi(): void {
  rootReducer.inject(api);
  addLateMiddleware(api.middleware);
}
