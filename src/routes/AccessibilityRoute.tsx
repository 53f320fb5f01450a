import { AccessibilityStatement } from '@/features/accessibility/AccessibilityStatement';
import { PREPARED_ON } from '@/features/accessibility/statement';
import { StaticHtml } from '@/shared/components/StaticHtml';
import { useFormatDate } from '@/shared/i18n/useFormatDate';

/**
 * /accessibility: the accessibility statement, as public-sector sites publish one (issue 22). Its date is
 * written as the guides write theirs, from the guide catalogue's month names: browsers without ICU data
 * for Yorùbá, Hausa, Igbo or Pidgin (Chromium on this machine among them) would print Intl's English.
 */
export function AccessibilityRoute() {
  const formatDate = useFormatDate();
  return (
    <StaticHtml>
      <AccessibilityStatement preparedOn={formatDate(PREPARED_ON)} />
    </StaticHtml>
  );
}
