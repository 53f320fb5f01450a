import { guideFailed, guideLoaded, guideMissing, guideRequested } from '@/features/guides/guidesSlice';
import { fetchGuide } from '@/features/guides/fetchGuide';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import type { AppStartListening } from './listeners';

/** The published guide a page asks for and does not have: fetched once per request, put in the slice. */
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
}
