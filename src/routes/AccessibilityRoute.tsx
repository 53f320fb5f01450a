import { AccessibilityStatement } from '@/features/accessibility/AccessibilityStatement';
import { PREPARED_ON } from '@/features/accessibility/statement';
import { formatLongDate } from '@/features/guides/formatLongDate';
import { guideMessages } from '@/features/guides/messages';
import { useT } from '@/shared/i18n/useT';

/**
 * /accessibility: the accessibility statement, as public-sector sites publish one (issue 22). Its date is
 * written as the guides write theirs, from the guide catalogue's month names: browsers without ICU data
 * for Yorùbá, Hausa, Igbo or Pidgin (Chromium on this machine among them) would print Intl's English.
 */
export function AccessibilityRoute() {
  const tGuide = useT(guideMessages);
  return <AccessibilityStatement preparedOn={formatLongDate(PREPARED_ON, tGuide)} />;
}
