import { formDraftsSlice } from '@/features/formDrafts/formDraftsSlice';
import { installStaffApi } from './staffApi';
import { rootReducer } from './rootReducer';

/**
 * What the staff area adds to every store when its code loads (router.tsx): the API client, and the
 * unsaved work of its forms, kept across a 401 (in memory only). A module of its own, loaded with the
 * staff area: a dynamic import of the store from the route table made the bundler build the store's
 * module object into every public page's first download.
 */
export function installStaffArea(): void {
  installStaffApi();
  rootReducer.inject(formDraftsSlice);
}
