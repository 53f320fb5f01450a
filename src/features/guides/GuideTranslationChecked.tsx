import type { GuideTranslation } from '@/shared/api/guideContent';
import { useFormatDate } from '@/shared/i18n/useFormatDate';
import { useT } from '@/shared/i18n/useT';
import { translationCheckedMessages } from './translationCheckedMessages';

/**
 * The translation notice's last line (./GuideTranslationNotice.tsx): machine-assisted, or reviewed by a
 * native speaker, and when it was last checked. It never changes while the guide is open: a page the
 * server rendered keeps its HTML, so this code, its words and the months' names download only when the
 * browser draws a guide itself.
 */
export function GuideTranslationChecked({ record }: { record: GuideTranslation | undefined }) {
  const t = useT(translationCheckedMessages);
  const formatDate = useFormatDate();
  return (
    <p className="mb-0 small">
      {!record || record.state === 'machine'
        ? t('translation.machine')
        : t('translation.reviewed', { reviewer: record.reviewer ?? '' })}
      {record && <> {t('translation.checked', { date: formatDate(record.checkedOn) })}</>}
    </p>
  );
}
