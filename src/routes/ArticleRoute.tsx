import { useParams } from 'react-router-dom';
import { ArticleView } from '@/features/content/ArticleView';
import { selectContentItems } from '@/features/content/contentSlice';
import { formatLongDate } from '@/features/guides/formatLongDate';
import { guideMessages } from '@/features/guides/messages';
import { useT } from '@/shared/i18n/useT';
import { useAppSelector } from '@/shared/store/hooks';
import { NotFoundRoute } from './NotFoundRoute';

/**
 * /articles/:id: a published content item. Drafts and unknown ids are the not-found page. Items live in
 * this browser's storage (the design card), so one published here shows here; the seed items are also
 * prerendered.
 */
export function ArticleRoute() {
  const { id } = useParams();
  const tGuide = useT(guideMessages);
  const item = useAppSelector(selectContentItems).find(
    (candidate) => candidate.id === id && candidate.status === 'published',
  );
  if (!item) return <NotFoundRoute />;
  return <ArticleView item={item} formatDate={(iso) => formatLongDate(iso, tGuide)} />;
}
