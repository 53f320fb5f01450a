import { Suspense } from 'react';
import { Link } from 'react-router-dom';
import type { PublicArticle } from '@/shared/api/articles';
import { lazyTranslated } from '@/shared/i18n/lazyTranslated';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { useT } from '@/shared/i18n/useT';
import { searchPath } from '@/shared/site/paths';
import { siteMessages } from '@/shared/site/siteMessages';
import { nigerianDate } from '@/shared/lib/nigerianDate';
import { articlesMessages } from './messages';
import { usePagePreview } from '@/shared/site/pagePreview';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { useAppSelector } from '@/shared/store/hooks';

/**
 * The body's renderer, needed only when the browser draws an article itself (a link followed in the app,
 * a staff preview saved again): an article the server rendered keeps its HTML (StaticHtml), so its first
 * visit downloads none of it. ArticleRoute starts this download beside the article's own.
 */
export const loadMarkdown = () => import('@/shared/components/Markdown');
const Markdown = lazyTranslated(() => loadMarkdown().then((m) => m.Markdown));
// The same for "Last updated" and the updates at the end (with their words in each language).
const LastUpdated = lazyTranslated(() =>
  import('@/shared/components/PageUpdates').then((m) => m.LastUpdated),
);
const PageUpdates = lazyTranslated(() =>
  import('@/shared/components/PageUpdates').then((m) => m.PageUpdates),
);
// And the notice above a staff preview: visitors never see it, so their first visit downloads none of it.
const PreviewNotice = lazyTranslated(() =>
  import('@/shared/components/PreviewNotice').then((m) => m.PreviewNotice),
);

/**
 * A published article as its public page: category, title, summary, byline with its "Last updated" date
 * (its first publication or latest major change, as on GOV.UK), the body in the site's Markdown subset,
 * and at the end every public change note with its date. Everything here is what staff typed, shown as
 * text, never as HTML. A staff preview of a draft shows the same, under a banner that says so.
 * Staff write in English: in another language the page says the article is in English only, and marks
 * its text `lang="en"` so a screen reader reads it with an English voice (issue 27).
 */
export function ArticleView({
  article,
  formatDate,
}: {
  article: PublicArticle;
  /** Writes a calendar date (YYYY-MM-DD) for readers ("1 September 2026"). */
  formatDate: (date: string) => string;
}) {
  const t = useT(articlesMessages);
  const tSite = useT(siteMessages);
  const preview = usePagePreview() !== null;
  const category = tSite(`cat.${article.category}`);
  const englishOnly = useAppSelector(selectLocale) !== 'en';
  const english = englishOnly ? 'en' : undefined;
  return (
    // Hydrated as the server wrote it (its "more" link is followed by the router all the same); another
    // copy of the article (a staff preview's next save) is drawn anew.
    <StaticHtml as="article" className="container-xl py-4 guide-text" from={article}>
      {preview && (
        <Suspense fallback={null}>
          <PreviewNotice />
        </Suspense>
      )}
      <p className="text-body-secondary fw-semibold mb-1">{category}</p>
      <h1 className="display-6 fw-bold mb-3 text-break" lang={english}>
        {article.title}
      </h1>
      {englishOnly && <p className="alert alert-info py-2">{t('article.onlyEnglish')}</p>}
      {article.summary && (
        <p className="lead" lang={english}>
          {article.summary}
        </p>
      )}
      <p className="text-body-secondary small mb-1">
        {t('article.byline', {
          author: article.author,
          published: formatDate(nigerianDate(article.firstPublishedAt)),
        })}
      </p>
      <Suspense fallback={null}>
        <LastUpdated updatedAt={article.updatedAt} formatDate={formatDate} />
      </Suspense>
      <div className="text-break" lang={english}>
        <Suspense fallback={null}>
          <Markdown source={article.content} />
        </Suspense>
      </div>
      <p className="mt-4">
        <Link to={searchPath(category, 'results')} className="d-inline-block py-2">
          {t('article.more', { category })}
        </Link>
      </p>
      <Suspense fallback={null}>
        <PageUpdates
          changeNotes={article.changeNotes}
          firstPublishedAt={article.firstPublishedAt}
          formatDate={formatDate}
        />
      </Suspense>
    </StaticHtml>
  );
}
