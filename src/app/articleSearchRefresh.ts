import {
  ARTICLE_LIST_MAX_AGE_MS,
  articleSearchListFailed,
  articleSearchListLoaded,
  articleSearchListRequested,
  articleSearchListUnchanged,
  selectArticleSearchState,
  siteSearchStarted,
} from '@/features/search/articleSearchSlice';
import type { AppStartListening } from './listenerTypes';

/**
 * When a search starts, the published articles' list is fetched if the page has none, or checked with
 * the server (a 304 when unchanged) if it is older than ARTICLE_LIST_MAX_AGE_MS: a newly published
 * article is found within seconds, and an unchanged list costs no download.
 */
export function refreshArticleSearch(startListening: AppStartListening) {
  startListening({
    actionCreator: siteSearchStarted,
    effect: async ({ payload: { startedAt } }, api) => {
      const { list, checkedAt, status } = selectArticleSearchState(api.getState());
      if (status === 'loading') return;
      if (list && checkedAt !== null && startedAt - checkedAt < ARTICLE_LIST_MAX_AGE_MS) return;
      api.dispatch(articleSearchListRequested());
      try {
        const { fetchArticleSearchList } = await import('@/features/search/articleSearchFetch');
        const answer = await fetchArticleSearchList(list?.version);
        api.dispatch(
          answer === 'unchanged'
            ? articleSearchListUnchanged(startedAt)
            : articleSearchListLoaded({ list: answer, checkedAt: startedAt }),
        );
      } catch {
        // Offline with no saved copy, or the server is down: the search goes on with what it has.
        api.dispatch(articleSearchListFailed());
      }
    },
  });
}
