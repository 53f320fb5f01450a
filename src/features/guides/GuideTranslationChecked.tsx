import type { GuideTranslation } from '@/shared/api/guideContent';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import { useT } from '@/shared/i18n/useT';
import { guidesMessages } from './messages';

/**
 * The translation notice's last line (./GuideTranslationNotice.tsx): machine-assisted, or reviewed by a
 * native speaker, and when it was last checked. It never changes while the guide is open: a page the
 * server rendered keeps its HTML, so this code and the months' names download only when the browser
 * draws a guide itself.
 */
export function GuideTranslationChecked({ record }: { record: GuideTranslation | undefined }) {
  const tGuide = useT(guidesMessages);
  const formatDate = useFormatDate();
  return (
    <p className="mb-0 small">
      {!record || record.state === 'machine'
        ? tGuide('translation.machine')
        : tGuide('translation.reviewed', { reviewer: record.reviewer ?? '' })}
      {record && <> {tGuide('translation.checked', { date: formatDate(record.checkedOn) })}</>}
    </p>
  );
}
