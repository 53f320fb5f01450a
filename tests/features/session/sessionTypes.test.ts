import { describe, expect, it } from 'vitest';
import { parseStoredSession } from '@/features/session/sessionTypes';

const ADMIN = { id: 'admin', email: 'admin@example.gov.ng', role: 'admin', name: 'Site Administrator' };

describe('parseStoredSession', () => {
  it('accepts a logged-in admin and a logged-out session', () => {
    expect(parseStoredSession({ user: ADMIN })).toEqual({ user: ADMIN });
    expect(parseStoredSession({ user: null })).toEqual({ user: null });
  });

  it('keeps a role other than admin: that is still a session', () => {
    expect(parseStoredSession({ user: { ...ADMIN, role: 'editor' } })).toEqual({
      user: { ...ADMIN, role: 'editor' },
    });
  });

  it('drops fields a session user does not have', () => {
    expect(parseStoredSession({ user: { ...ADMIN, password: 'x', token: 'y' } })).toEqual({ user: ADMIN });
  });

  it.each<[string, unknown]>([
    ['a numeric role', { user: { ...ADMIN, role: 1 } }],
    ['an empty role', { user: { ...ADMIN, role: '' } }],
    ['no e-mail', { user: { id: 'admin', role: 'admin', name: 'x' } }],
    ['a numeric id', { user: { ...ADMIN, id: 7 } }],
    ['a user that is a string', { user: 'admin' }],
    ['a user that is a list', { user: [ADMIN] }],
    ['no user key', ADMIN],
    ['a list', [ADMIN]],
    ['null', null],
    ['text', 'admin'],
  ])('refuses a session with %s', (_name, value) => {
    expect(parseStoredSession(value)).toBeUndefined();
  });
});
