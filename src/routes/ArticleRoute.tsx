import { useParams } from 'react-router-dom';
import { ArticleView } from '@/features/content/ArticleView';
import { selectContentItems } from '@/features/content/contentSlice';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { formatCalendarDate } from '@/shared/lib/dates';
import { useAppSelector } from '@/shared/store/hooks';
import { NotFoundRoute } from './NotFoundRoute';

/**
 * /articles/:id: a published content item. Drafts and unknown ids are the not-found page. Items live in
 * this browser's storage (the design card), so one published here shows here; the seed items are also
 * prerendered.
 */
export function ArticleRoute() {
  const { id } = useParams();
  // Dates in the reader's language; Naijá reads them as Nigerian English does.
  const locale = useAppSelector(selectLocale);
  const dateLocale = locale === 'en' || locale === 'pcm' ? 'en-NG' : locale;
  const item = useAppSelector(selectContentItems).find(
    (candidate) => candidate.id === id && candidate.status === 'published',
  );
  if (!item) return <NotFoundRoute />;
  return <ArticleView item={item} formatDate={(iso) => formatCalendarDate(iso, dateLocale)} />;
}
