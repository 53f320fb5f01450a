import {
  articleFailed,
  articleLoaded,
  articleMissing,
  articleMoved,
  articleRequested,
  latestLoaded,
  latestRequested,
} from '@/features/articles/articlesSlice';
import { fetchArticle, fetchLatestArticles } from '@/features/articles/fetchArticles';
import { LATEST_UPDATES_COUNT } from '@/shared/api/articles';
import type { AppStartListening } from './listenerTypes';

/**
 * The public articles a page asks for and does not have (reached by a link inside the app; a page the
 * server rendered brings its own): fetched once per request, the answer put in the articles slice.
 */
export function loadArticles(startListening: AppStartListening) {
  startListening({
    actionCreator: articleRequested,
    effect: async ({ payload: slug }, api) => {
      const answer = await fetchArticle(slug);
      if (answer.kind === 'found') {
        api.dispatch(articleLoaded(answer.article));
        if (answer.article.slug !== slug) api.dispatch(articleMoved({ from: slug, to: answer.article.slug }));
      } else if (answer.kind === 'failed') api.dispatch(articleFailed(slug));
      else api.dispatch(articleMissing({ slug, why: answer.kind }));
    },
  });
  startListening({
    actionCreator: latestRequested,
    effect: async (_, api) => {
      const latest = await fetchLatestArticles(LATEST_UPDATES_COUNT);
      // Unreachable: the section stays empty rather than saying something went wrong on the home page.
      if (latest) api.dispatch(latestLoaded(latest));
    },
  });
}
