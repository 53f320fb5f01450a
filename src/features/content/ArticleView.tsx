import { Link } from 'react-router-dom';
import { searchPath } from '@/shared/site/paths';
import { useT } from '@/shared/i18n/useT';
import { siteMessages } from '@/shared/site/siteMessages';
import type { ContentItem } from './contentTypes';
import { contentMessages } from './messages';

/**
 * A published content item as a public page. The text is what staff typed: shown as paragraphs (one per
 * blank-line-separated block), always as text, never as HTML.
 */
export function ArticleView({
  item,
  formatDate,
}: {
  item: ContentItem;
  /** Writes an ISO date for readers ("1 September 2026"). */
  formatDate: (iso: string) => string;
}) {
  const t = useT(contentMessages);
  const tSite = useT(siteMessages);
  const category = tSite(`cat.${item.category}`);
  const paragraphs = item.content
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  return (
    <article className="container-xl py-4 guide-text">
      <p className="text-body-secondary fw-semibold mb-1">{category}</p>
      <h1 className="display-6 fw-bold mb-3 text-break">{item.title}</h1>
      <p className="text-body-secondary small">
        {t('article.byline', {
          author: item.author,
          created: formatDate(item.dateCreated),
          modified: formatDate(item.dateModified),
        })}
      </p>
      {paragraphs.map((paragraph, index) => (
        // Paragraphs never move, so their position is a stable key.
        <p key={index} className="article-paragraph">
          {paragraph}
        </p>
      ))}
      <p className="mt-4">
        <Link to={searchPath(category, 'results')} className="d-inline-block py-2">
          {t('article.more', { category })}
        </Link>
      </p>
    </article>
  );
}
