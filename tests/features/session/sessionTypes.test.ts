import { describe, expect, it } from 'vitest';
import { SESSION_MAX_AGE_MS, sessionHasEnded } from '@/features/session/sessionExpiry';
import { parseStoredLoginLock, parseStoredSession } from '@/features/session/sessionTypes';

const STARTED = Date.UTC(2026, 10, 23, 9, 0);

const ADMIN = { id: 'admin', email: 'admin@example.gov.ng', role: 'admin', name: 'Site Administrator' };

describe('parseStoredSession', () => {
  it('accepts a logged-in admin with when the session started, and a logged-out session', () => {
    expect(parseStoredSession({ user: ADMIN, startedAt: STARTED })).toEqual({
      user: ADMIN,
      startedAt: STARTED,
    });
    expect(parseStoredSession({ user: null })).toEqual({ user: null, startedAt: null });
  });

  // Issue 13: a session stored before sessions expired (or written by hand) has no start, and so counts
  // as ended (sessionExpiry.ts) rather than lasting for ever.
  it('reads a session without a start as one with no start, which has ended', () => {
    const parsed = parseStoredSession({ user: ADMIN });
    expect(parsed).toEqual({ user: ADMIN, startedAt: null });
    expect(sessionHasEnded(parsed!.startedAt, STARTED)).toBe(true);
  });

  it('keeps a role other than admin: that is still a session', () => {
    expect(parseStoredSession({ user: { ...ADMIN, role: 'editor' }, startedAt: STARTED })).toEqual({
      user: { ...ADMIN, role: 'editor' },
      startedAt: STARTED,
    });
  });

  it('drops fields a session user does not have', () => {
    expect(parseStoredSession({ user: { ...ADMIN, password: 'x', token: 'y' }, startedAt: STARTED })).toEqual(
      { user: ADMIN, startedAt: STARTED },
    );
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
    ['a start that is text', { user: ADMIN, startedAt: '2026-01-01' }],
    ['a start that is not finite', { user: ADMIN, startedAt: Infinity }],
  ])('refuses a session with %s', (_name, value) => {
    expect(parseStoredSession(value)).toBeUndefined();
  });
});

describe('sessionHasEnded', () => {
  it('lasts 8 hours: still on a moment before, over at 8 hours', () => {
    expect(SESSION_MAX_AGE_MS).toBe(8 * 60 * 60 * 1000);
    expect(sessionHasEnded(STARTED, STARTED)).toBe(false);
    expect(sessionHasEnded(STARTED, STARTED + 8 * 3_600_000 - 1)).toBe(false);
    expect(sessionHasEnded(STARTED, STARTED + 8 * 3_600_000)).toBe(true);
    expect(sessionHasEnded(STARTED, STARTED + 400 * 24 * 3_600_000)).toBe(true);
  });

  it('counts a session with no start, or one starting in the future (a forged value), as ended', () => {
    expect(sessionHasEnded(null, STARTED)).toBe(true);
    expect(sessionHasEnded(undefined, STARTED)).toBe(true);
    expect(sessionHasEnded(STARTED + 60_001, STARTED)).toBe(true);
    // Another tab's clock a moment ahead is not a forgery.
    expect(sessionHasEnded(STARTED + 60_000, STARTED)).toBe(false);
  });
});

describe('parseStoredLoginLock', () => {
  it('accepts a record of failures, locks and when the lock ends', () => {
    const record = { failures: 5, locks: 1, until: STARTED };
    expect(parseStoredLoginLock(record)).toEqual(record);
    expect(parseStoredLoginLock({ failures: 2, locks: 0, until: null })).toEqual({
      failures: 2,
      locks: 0,
      until: null,
    });
  });

  it.each<[string, unknown]>([
    ['negative failures', { failures: -1, locks: 0, until: null }],
    ['a fraction of a lock', { failures: 5, locks: 0.5, until: null }],
    ['an end that is text', { failures: 5, locks: 1, until: 'soon' }],
    ['nothing', null],
  ])('refuses a record with %s', (_name, value) => {
    expect(parseStoredLoginLock(value)).toBeUndefined();
  });
});
