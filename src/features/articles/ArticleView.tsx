import { Link } from 'react-router-dom';
import type { PublicArticle } from '@/shared/api/articles';
import { Markdown } from '@/shared/components/Markdown';
import { useT } from '@/shared/i18n/useT';
import { searchPath } from '@/shared/site/paths';
import { siteMessages } from '@/shared/site/siteMessages';
import { nigerianDate } from '@/shared/lib/nigerianDate';
import { articleMessages } from './messages';

/**
 * A published article as its public page: category, title, summary, byline with its dates, the body in
 * the site's Markdown subset. Everything here is what staff typed, shown as text, never as HTML.
 */
export function ArticleView({
  article,
  formatDate,
}: {
  article: PublicArticle;
  /** Writes a calendar date (YYYY-MM-DD) for readers ("1 September 2026"). */
  formatDate: (date: string) => string;
}) {
  const t = useT(articleMessages);
  const tSite = useT(siteMessages);
  const category = tSite(`cat.${article.category}`);
  return (
    <article className="container-xl py-4 guide-text">
      <p className="text-body-secondary fw-semibold mb-1">{category}</p>
      <h1 className="display-6 fw-bold mb-3 text-break">{article.title}</h1>
      {article.summary && <p className="lead">{article.summary}</p>}
      <p className="text-body-secondary small">
        {t('article.byline', {
          author: article.author,
          created: formatDate(nigerianDate(article.publishedAt)),
          modified: formatDate(nigerianDate(article.updatedAt)),
        })}
      </p>
      <div className="text-break">
        <Markdown source={article.content} />
      </div>
      <p className="mt-4">
        <Link to={searchPath(category, 'results')} className="d-inline-block py-2">
          {t('article.more', { category })}
        </Link>
      </p>
    </article>
  );
}
