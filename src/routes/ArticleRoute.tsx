import { useLocation, useParams } from 'react-router-dom';
import { ArticleView } from '@/features/content/ArticleView';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { intlLocale } from '@/shared/i18n/translate';
import { formatCalendarDate } from '@/shared/lib/dates';
import { useAppSelector } from '@/shared/store/hooks';
import { selectStoredStateRestored } from '@/shared/store/storageSlice';
import { PageFeedback } from './belowTheFold';
import { NotFoundRoute } from './NotFoundRoute';
import { PageLoadingRoute } from './PageLoadingRoute';

/**
 * /articles/:id: a published content item. Drafts and unknown ids are the not-found page. Items live in
 * this browser's storage (the design card), so one published here shows here; the seed items are also
 * prerendered.
 */
export function ArticleRoute() {
  const { id } = useParams();
  const { pathname } = useLocation();
  // Dates in the reader's language.
  const dateLocale = intlLocale(useAppSelector(selectLocale));
  const item = SEED_CONTENT.find((candidate) => candidate.id === id && candidate.status === 'published');
  const restored = useAppSelector(selectStoredStateRestored);
  // An item published in this browser is known only once the stored content has been read.
  if (!item) return restored ? <NotFoundRoute /> : <PageLoadingRoute />;
  return (
    <>
      <ArticleView item={item} formatDate={(iso) => formatCalendarDate(iso, dateLocale)} />
      <div className="container-xl pb-4">
        <PageFeedback page={pathname} />
      </div>
    </>
  );
}
