import { AccessibilityStatement } from '@/features/accessibility/AccessibilityStatement';

/** /accessibility: the accessibility statement, as public-sector sites publish one (issue 22). */
export function AccessibilityRoute() {
  return <AccessibilityStatement />;
}
