import { describe, expect, it } from 'vitest';
import { ADMIN_TABS, mayOpenTab, parseAdminTab, tabsFor } from '@/features/admin/adminTabList';

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
    expect(ADMIN_TABS).toEqual([
      'analytics',
      'content',
      'feedback',
      'subscribers',
      'generator',
      'users',
      'audit',
      'settings',
      'account',
    ]);
  });

  it('gives writers and editors the content tabs, the feedback and their own account, editors the subscribers; admins everything', () => {
    expect(tabsFor('writer')).toEqual(['analytics', 'content', 'feedback', 'generator', 'account']);
    expect(mayOpenTab('writer', 'subscribers')).toBe(false);
    expect(tabsFor('editor')).toEqual([
      'analytics',
      'content',
      'feedback',
      'subscribers',
      'generator',
      'account',
    ]);
    for (const role of ['writer', 'editor'] as const)
      for (const tab of ['users', 'audit', 'settings']) expect(mayOpenTab(role, tab)).toBe(false);
    expect(tabsFor('admin')).toEqual(ADMIN_TABS);
  });
});
