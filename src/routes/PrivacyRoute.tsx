import { PrivacyNotice } from '@/features/privacy/PrivacyNotice';
import { UPDATED_ON } from '@/features/privacy/notice';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { useFormatDate } from '@/shared/i18n/useFormatDate';

/**
 * /privacy: the privacy notice (issue 28). Its date is written from the catalogue's month names, as the
 * accessibility statement's is: browsers without ICU data for Yorùbá, Hausa, Igbo or Pidgin would print
 * Intl's English.
 */
export function PrivacyRoute() {
  const formatDate = useFormatDate();
  return (
    <StaticHtml>
      <PrivacyNotice updatedOn={formatDate(UPDATED_ON)} />
    </StaticHtml>
  );
}
