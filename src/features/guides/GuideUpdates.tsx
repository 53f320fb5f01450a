import type { PublicGuide } from '@/shared/api/guideContent';
import { LastUpdated, PageUpdates } from '@/shared/components/PageUpdates';
import { useFormatDate } from '@/shared/i18n/useFormatDate';

/*
 * A published guide's "Last updated" and its public updates, with the page's way of writing dates. They
 * never change while the guide is open: a page the server rendered keeps their HTML (StaticHtml in
 * src/compose/GuidePage.tsx), so this code, their words and the months' names download only when the
 * browser draws a guide itself (a link followed in the app).
 */

type Updates = Pick<PublicGuide, 'updatedAt' | 'firstPublishedAt' | 'changeNotes'>;

/** "Last updated 25 November 2026 — see all updates". */
export function GuideLastUpdated({ updates }: { updates: Updates }) {
  return <LastUpdated updatedAt={updates.updatedAt} formatDate={useFormatDate()} />;
}

/** Every public change note with its date, then the first publication. */
export function GuideUpdates({ updates }: { updates: Updates }) {
  return (
    <PageUpdates
      changeNotes={updates.changeNotes}
      firstPublishedAt={updates.firstPublishedAt}
      formatDate={useFormatDate()}
    />
  );
}
