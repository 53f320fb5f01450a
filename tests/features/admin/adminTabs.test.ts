import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, parseAdminTab } from '@/features/admin/adminTabs';

describe('parseAdminTab', () => {
  it.each(ADMIN_TABS.map((tab) => [tab]))('reads ?tab=%s', (tab) => {
    expect(parseAdminTab(tab)).toBe(tab);
  });

  it.each([null, '', 'Analytics', 'logout', 'constructor', '__proto__'])(
    'treats %j as the Analytics tab',
    (value) => {
      expect(parseAdminTab(value)).toBe('analytics');
    },
  );

  it('keeps the tabs in the order of SPEC §2', () => {
    expect(ADMIN_TABS).toEqual(['analytics', 'content', 'generator', 'users', 'settings']);
  });
});
