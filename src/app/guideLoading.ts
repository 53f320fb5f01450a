import {
  guideFailed,
  guideLoaded,
  guideMissing,
  guideRequested,
  publishedGuidesLoaded,
  publishedGuidesRequested,
} from '@/features/guides/guidesSlice';
import { fetchGuide, fetchPublishedGuides } from '@/features/guides/fetchGuide';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import type { AppStartListening } from './listenerTypes';

/**
 * The published guide a page asks for and does not have, and the list of published guides a catalogue
 * asks for: fetched once per request, put in the slice. Offline, the list stays unknown and the build's
 * catalogue stands.
 */
export function loadGuides(startListening: AppStartListening) {
  startListening({
    actionCreator: guideRequested,
    effect: async ({ payload: slug }, api) => {
      const answer = await fetchGuide(slug, selectLocale(api.getState()));
      if (answer.kind === 'found') api.dispatch(guideLoaded(answer.guide));
      else if (answer.kind === 'failed') api.dispatch(guideFailed(slug));
      else api.dispatch(guideMissing({ slug, why: answer.kind }));
    },
  });
  startListening({
    actionCreator: publishedGuidesRequested,
    effect: async (_action, api) => {
      const published = await fetchPublishedGuides();
      if (published) api.dispatch(publishedGuidesLoaded(published));
    },
  });
}
