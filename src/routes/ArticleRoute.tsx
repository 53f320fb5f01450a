import { useEffect } from 'react';
import { Navigate, useLocation, useParams } from 'react-router-dom';
import {
  articleRequested,
  type ArticlesState,
  selectArticle,
  selectArticleFailed,
  selectArticleMissing,
  selectArticleMovedTo,
} from '@/features/articles/articlesSlice';
import { ArticleView, loadMarkdown } from '@/features/articles/ArticleView';
import { articlesMessages } from '@/features/articles/messages';
import { useT } from '@/shared/i18n/useT';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import { articlePath } from '@/shared/site/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { PageFeedback } from '@/compose/belowTheFold';
import { PageLoadingRoute } from './PageLoadingRoute';
import { GONE_ARTICLE_PAGE, NOT_FOUND_PAGE } from './standInPages';

type WithArticles = { articles: ArticlesState };

/**
 * /articles/:slug: a published article. The server renders it with the article in the page's data; a
 * link followed inside the app fetches it (src/app/articleLoading.ts) and shows "Loading…" meanwhile.
 * Taken down: the gone page; never published or deleted: the not-found page; renamed: its new address.
 */
export function ArticleRoute() {
  const slug = useParams().slug ?? '';
  const { pathname } = useLocation();
  const dispatch = useAppDispatch();
  const formatDate = useFormatDate();
  const article = useAppSelector((state: WithArticles) => selectArticle(state, slug));
  const missing = useAppSelector((state: WithArticles) => selectArticleMissing(state, slug));
  const movedTo = useAppSelector((state: WithArticles) => selectArticleMovedTo(state, slug));
  const failed = useAppSelector((state: WithArticles) => selectArticleFailed(state, slug));
  const unknown = !article && !missing && !movedTo && !failed;

  useEffect(() => {
    if (!unknown) return;
    dispatch(articleRequested(slug));
    loadMarkdown().catch(() => {}); // a failed download is the body's to report, when it is shown
  }, [unknown, slug, dispatch]);

  if (movedTo) return <Navigate to={articlePath(movedTo)} replace />;
  if (missing === 'gone') return GONE_ARTICLE_PAGE;
  if (missing === 'notFound') return NOT_FOUND_PAGE;
  if (failed) return <ArticleFailed onRetry={() => dispatch(articleRequested(slug))} />;
  if (!article) return <PageLoadingRoute />;
  return (
    <>
      <ArticleView article={article} formatDate={formatDate} />
      <div className="container-xl pb-4">
        <PageFeedback page={pathname} />
      </div>
    </>
  );
}

/** The request did not reach the server (offline): say so, and let the reader try again. */
function ArticleFailed({ onRetry }: { onRetry: () => void }) {
  const t = useT(articlesMessages);
  return (
    <div className="container-xl py-5 text-center guide-text mx-auto">
      <h1 className="display-6 fw-bold mb-3">{t('failed.title')}</h1>
      <p className="lead mb-4">{t('failed.body')}</p>
      <button type="button" className="btn btn-primary" onClick={onRetry}>
        {t('failed.retry')}
      </button>
    </div>
  );
}
