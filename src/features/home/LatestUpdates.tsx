import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { latestRequested, selectLatestArticles, type ArticlesState } from '@/features/articles/articlesSlice';
import { nigerianDate } from '@/shared/lib/nigerianDate';
import { useT } from '@/shared/i18n/useT';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { articlePath } from '@/shared/site/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { homeMessages } from './messages';

/**
 * The newest published articles: title (a link to the article), when it last changed, its summary. The
 * server renders the home page with them; where they are not known yet (the build's copy of the page, or
 * home reached by a link inside the app) nothing is shown until they arrive, and nothing if the server
 * cannot be asked: an empty heading would promise what is not there.
 */
export function LatestUpdates() {
  const t = useT(homeMessages);
  const dispatch = useAppDispatch();
  const latest = useAppSelector((state: { articles: ArticlesState }) => selectLatestArticles(state));
  const formatDate = useFormatDate();
  // Staff write articles in English: marked so, for screen readers, on a page in another language.
  const english = useAppSelector(selectLocale) === 'en' ? undefined : 'en';

  useEffect(() => {
    if (latest === null) dispatch(latestRequested());
  }, [latest, dispatch]);

  if (!latest?.length) return null;
  return (
    <section className="pt-5" aria-labelledby="home-latest">
      <div className="container-xl">
        <h2 id="home-latest" className="h3 fw-bold mb-3">
          {t('latest.title')}
        </h2>
        <ul className="list-unstyled mb-0">
          {latest.map((article) => {
            const date = nigerianDate(article.updatedAt);
            return (
              <li key={article.id} className="mb-3">
                <h3 className="h5 mb-1 text-break" lang={english}>
                  <Link to={articlePath(article.slug)}>{article.title}</Link>
                </h3>
                <p className="small text-body-secondary mb-1">
                  <time dateTime={date}>{t('latest.updated', { date: formatDate(date) })}</time>
                </p>
                {article.summary && (
                  <p className="mb-0" lang={english}>
                    {article.summary}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
