import type { PublicGuide } from '@/shared/api/guideContent';
import { lagosDay } from '@/shared/lib/lagosTime';
import { GuideStaffNotice } from '@/features/guides/GuideStaffNotice';
import { useStaffUser } from '@/features/session/useStaffUser';

/**
 * A published guide's facts due for checking, for signed-in staff only, by the browser's day in Lagos.
 * Loaded (with the session check) only in a browser that holds the staff hint: never on a visitor's page.
 */
export function GuideStaffFacts({ guide }: { guide: PublicGuide }) {
  const staff = useStaffUser();
  if (!staff) return null;
  const today = lagosDay(new Date());
  const due = guide.content.facts.filter((fact) => fact.checkBy <= today);
  return <GuideStaffNotice draft={false} factsDue={due.map((fact) => fact.label)} />;
}
