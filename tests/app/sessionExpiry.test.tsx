import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectStorage, STORAGE_KEYS } from '@/app/persistence';
import { checkSessionAtItsEnd, checkSessionOnReturn } from '@/app/sessionExpiry';
import { makeStore } from '@/app/store';
import { itemDeleted } from '@/features/content/contentSlice';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { sessionReadFromStorage, userLoggedIn } from '@/features/session/sessionSlice';
import type { SessionUser } from '@/features/session/sessionTypes';
import { memoryStorage } from '../utils/memoryStorage';
import { renderWithProviders, storedContentState } from '../utils/renderWithProviders';

const ADMIN: SessionUser = {
  id: 'admin',
  email: 'admin@example.gov.ng',
  role: 'admin',
  name: 'Site Administrator',
};
const PASSWORD = 'portal-demo-2026';
const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 23, 8, 0);
const ENDED = 'Your session has ended after 8 hours. Please log in again.';
// A lazy screen's first import, or the real PBKDF2 check, on a busy machine.
const SLOW = { timeout: 10_000 };

describe('the session check at the end of its 8 hours', () => {
  afterEach(() => vi.useRealTimers());

  it('ends a session left open in a focused window when its time is up, and not a moment before', () => {
    vi.useFakeTimers({ now: START + HOUR });
    const store = makeStore({ session: { user: ADMIN, startedAt: START } });
    const stop = checkSessionAtItsEnd(window, store);
    vi.advanceTimersByTime(7 * HOUR - 1);
    expect(store.getState().session.user).toEqual(ADMIN);
    vi.advanceTimersByTime(1);
    expect(store.getState().session).toEqual({ user: null, startedAt: null, endedBy: 'expiry' });
    stop();
  });

  it('follows a new session: a login later in the day is given its own 8 hours', () => {
    vi.useFakeTimers({ now: START });
    const store = makeStore();
    const stop = checkSessionAtItsEnd(window, store);
    vi.advanceTimersByTime(HOUR);
    store.dispatch(userLoggedIn(ADMIN));
    vi.advanceTimersByTime(8 * HOUR - 1);
    expect(store.getState().session.user).toEqual(ADMIN);
    vi.advanceTimersByTime(1);
    expect(store.getState().session.user).toBeNull();
    stop();
  });
});

describe('the session check (src/app/sessionExpiry.ts), with an injected clock', () => {
  function storeAt(clock: { now: number }) {
    return makeStore(
      { session: { user: ADMIN, startedAt: START }, content: storedContentState(SEED_CONTENT) },
      { now: () => clock.now },
    );
  }

  it('lets a staff action through within 8 hours', () => {
    const clock = { now: START + 8 * HOUR - 1 };
    const store = storeAt(clock);
    store.dispatch(itemDeleted(SEED_CONTENT[0]!.id));
    expect(store.getState().content.items).toHaveLength(SEED_CONTENT.length - 1);
    expect(store.getState().session.user).toEqual(ADMIN);
  });

  it('drops a staff action once 8 hours have passed, and ends the session instead', () => {
    const clock = { now: START + 8 * HOUR };
    const store = storeAt(clock);
    store.dispatch(itemDeleted(SEED_CONTENT[0]!.id));
    expect(store.getState().content.items).toHaveLength(SEED_CONTENT.length);
    expect(store.getState().session).toEqual({ user: null, startedAt: null, endedBy: 'expiry' });
  });

  it('ends a session that started in the future (a forged or turned-back value)', () => {
    const store = storeAt({ now: START - 60_001 });
    store.dispatch(itemDeleted(SEED_CONTENT[0]!.id));
    expect(store.getState().session.user).toBeNull();
  });

  it('ends a stored session on load: no start, or over 8 hours old, and removes it from storage', () => {
    for (const stored of [{ user: ADMIN }, { user: ADMIN, startedAt: START - 8 * HOUR }]) {
      const { storage, data } = memoryStorage({ [STORAGE_KEYS.session]: JSON.stringify(stored) });
      const store = makeStore(undefined, { now: () => START });
      connectStorage(store, storage, { saveDelayMs: 0 });
      expect(store.getState().session).toEqual({ user: null, startedAt: null, endedBy: 'expiry' });
      expect(data.has(STORAGE_KEYS.session)).toBe(false);
    }
  });

  it('keeps a stored session that is under 8 hours old', () => {
    const stored = { user: ADMIN, startedAt: START - 8 * HOUR + 1 };
    const { storage } = memoryStorage({ [STORAGE_KEYS.session]: JSON.stringify(stored) });
    const store = makeStore(undefined, { now: () => START });
    connectStorage(store, storage, { saveDelayMs: 0 });
    expect(store.getState().session.user).toEqual(ADMIN);
  });

  it('says why when another tab removed a session that had run its 8 hours; not after a plain logout', () => {
    const clock = { now: START + HOUR };
    const store = storeAt(clock);
    store.dispatch(sessionReadFromStorage({ user: null, startedAt: null }));
    expect(store.getState().session.endedBy).toBeUndefined();

    store.dispatch(userLoggedIn(ADMIN, START));
    clock.now = START + 9 * HOUR;
    store.dispatch(sessionReadFromStorage({ user: null, startedAt: null }));
    expect(store.getState().session.endedBy).toBe('expiry');
  });
});

// Lazy screens and the real PBKDF2 check, on a machine shared with other work.
describe('an admin whose session runs out', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Only the clock is fake: the screens' own timers and Testing Library's waits run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /** Logs in on the login screen and waits to be sent back to `path`. */
  async function logInAgain(user: ReturnType<typeof renderWithProviders>['user']) {
    await user.type(screen.getByLabelText('E-mail'), ADMIN.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
  }

  it('on load: goes to /login with a plain message, and after logging in comes back to the same address', async () => {
    const stored = { user: ADMIN, startedAt: START - 8 * HOUR - 1 };
    const { storage, data } = memoryStorage({ [STORAGE_KEYS.session]: JSON.stringify(stored) });
    const { router, user, store } = renderWithProviders('/admin?tab=content#list', { storage });

    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(data.has(STORAGE_KEYS.session)).toBe(false);

    await logInAgain(user);
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), SLOW);
    expect(router.state.location.search).toBe('?tab=content');
    expect(router.state.location.hash).toBe('#list');
    expect(store.getState().session.startedAt).toBe(START);
    expect(JSON.parse(data.get(STORAGE_KEYS.session)!)).toEqual({ user: ADMIN, startedAt: START });
  });

  it('on focus or when the tab becomes visible: after 8 hours, not before', async () => {
    const { router, store } = renderWithProviders('/admin?tab=analytics', {
      preloadedState: { session: { user: ADMIN, startedAt: START } },
    });
    const stop = checkSessionOnReturn(window, store.dispatch);
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }, SLOW);

    vi.setSystemTime(START + 8 * HOUR - 1);
    act(() => void window.dispatchEvent(new Event('focus')));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(router.state.location.pathname).toBe('/admin');

    vi.setSystemTime(START + 8 * HOUR);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin', search: '?tab=analytics' },
    });
    stop();
  });

  it('before an admin action: the action is not done, and the admin is sent to log in again', async () => {
    const { router, user, store } = renderWithProviders('/admin?tab=content', {
      preloadedState: {
        session: { user: ADMIN, startedAt: START },
        content: storedContentState(SEED_CONTENT),
      },
    });
    const title = SEED_CONTENT[0]!.title;
    await user.click(await screen.findByRole('button', { name: `Delete ${title}` }, SLOW));
    vi.setSystemTime(START + 8 * HOUR + 1);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete content' })).getByRole('button', { name: 'Delete' }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(store.getState().content.items.map((item) => item.title)).toContain(title);
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin', search: '?tab=content' },
    });
  });

  it('on moving to another admin tab (or exporting from it): after 8 hours, the admin is sent to log in', async () => {
    const { router, user } = renderWithProviders('/admin?tab=analytics', {
      preloadedState: { session: { user: ADMIN, startedAt: START } },
    });
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }, SLOW);
    vi.setSystemTime(START + 8 * HOUR);
    await user.click(screen.getByRole('tab', { name: 'Site Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin', search: '?tab=settings' },
    });
  });

  it('a plain logout says nothing about the session ending', async () => {
    const { user } = renderWithProviders('/admin', {
      preloadedState: { session: { user: ADMIN, startedAt: START } },
    });
    await user.click(await screen.findByRole('button', { name: 'Logout' }, SLOW));
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});
