import { useEffect } from 'react';
import { publishedGuidesRequested, selectPublishedGuides } from './guidesSlice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';

/**
 * The slugs of the published guides, for a page of guide cards: a published guide replaces its "coming
 * soon" card. The server's pages carry the list; a page without it (the build's, or one reached inside
 * the app) asks for it once. Null until known, and offline: the build's catalogue stands.
 */
export function usePublishedGuides(): string[] | null {
  const published = useAppSelector(selectPublishedGuides);
  const dispatch = useAppDispatch();
  const unknown = published === null;
  useEffect(() => {
    if (unknown) dispatch(publishedGuidesRequested());
  }, [dispatch, unknown]);
  return published;
}
