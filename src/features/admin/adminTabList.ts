import * as icons from '@/shared/components/icons';
import type { IconPath } from '@/shared/components/Icon';
import type { Role } from '@/shared/api/accounts';
import type { AdminMessageKey } from './messages';

/** The dashboard's tabs in order; the key is what `?tab=` holds in the address. */
export const ADMIN_TABS = [
  'analytics',
  'content',
  'feedback',
  'subscribers',
  'generator',
  'users',
  'audit',
  'settings',
  'account',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

const DEFAULT_ADMIN_TAB: AdminTab = 'analytics';

export const ADMIN_TAB_LABELS: Record<AdminTab, { labelKey: AdminMessageKey; icon: IconPath }> = {
  analytics: { labelKey: 'tab.analytics', icon: icons.chart },
  content: { labelKey: 'tab.content', icon: icons.file },
  feedback: { labelKey: 'tab.feedback', icon: icons.question },
  subscribers: { labelKey: 'tab.subscribers', icon: icons.mail },
  generator: { labelKey: 'tab.generator', icon: icons.sparkles },
  users: { labelKey: 'tab.users', icon: icons.users },
  audit: { labelKey: 'tab.audit', icon: icons.shield },
  settings: { labelKey: 'tab.settings', icon: icons.settings },
  account: { labelKey: 'tab.account', icon: icons.lock },
};

/**
 * Writers and editors work on content and read the feedback; admins also manage accounts, read the
 * audit log and change the settings. Everyone has "Your account" (own password, sign out everywhere).
 */
const TABS_BY_ROLE: Record<Role, readonly AdminTab[]> = {
  writer: ['analytics', 'content', 'feedback', 'generator', 'account'],
  // Editors and admins see the newsletter's subscribers; writers do not.
  editor: ['analytics', 'content', 'feedback', 'subscribers', 'generator', 'account'],
  admin: ADMIN_TABS,
};

/** The tabs a role may see, in the dashboard's order. */
export function tabsFor(role: Role): readonly AdminTab[] {
  return TABS_BY_ROLE[role];
}

/** Reads `?tab=` from the address; anything missing or unknown means the default tab. */
export function parseAdminTab(value: string | null): AdminTab {
  return ADMIN_TABS.find((tab) => tab === value) ?? DEFAULT_ADMIN_TAB;
}

/** SPEC §4: whether `role` may open the address's `?tab=` (a tab it may not see: /unauthorized). */
export function mayOpenTab(role: Role, value: string | null): boolean {
  return tabsFor(role).includes(parseAdminTab(value));
}
