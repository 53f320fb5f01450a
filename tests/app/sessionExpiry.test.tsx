import { act, screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { checkSessionAtItsEnd, checkSessionOnReturn } from '@/app/sessionWatchers';
import { makeStore } from '@/app/store';
import { writeQueued } from '@/features/content/contentSlice';
import { sessionCheckDue, userLoggedIn } from '@/features/session/sessionSlice';
import { SESSION_PATH, type SessionInfo } from '@/shared/api/accounts';
import { signedInAs } from '../utils/accountsFake';
import { contentReceived, seedContentItem } from '../utils/contentFake';
import { renderWithProviders } from '../utils/renderWithProviders';
import { server } from '../utils/server';

const HOUR = 60 * 60 * 1000;
const START = Date.UTC(2026, 10, 23, 8, 0);
/** The server's absolute limit for a session started at START (its `expiresAt`). */
const EXPIRES_AT = START + 8 * HOUR;
const ENDED = 'Your session has ended. Please log in again.';
const NO_SESSION = { user: null, expiresAt: null, csrfToken: null };
/** A staff change: deleting an article (every content change is first a queued write). */
const DELETION = writeQueued({ kind: 'delete', key: 'k-1', id: 'a-1', title: 'Voter card', revision: 1 });
// A lazy screen's first import on a busy machine.
const SLOW = { timeout: 10_000 };

/** A session as the server answers it, ending at `expiresAt`. */
function sessionEndingAt(expiresAt: number, info: SessionInfo = signedInAs('admin')): SessionInfo {
  return { ...info, expiresAt: new Date(expiresAt).toISOString() };
}

/** What the store keeps of a session the server answered with. */
function kept(info: SessionInfo) {
  return { user: info.user, expiresAt: Date.parse(info.expiresAt), csrfToken: info.csrfToken };
}

describe("the session check at the server's expiresAt", () => {
  afterEach(() => vi.useRealTimers());

  it('ends a session left open in a focused window when its time is up, and not a moment before', () => {
    vi.useFakeTimers({ now: START + HOUR });
    const info = sessionEndingAt(EXPIRES_AT);
    const store = makeStore({ session: kept(info) });
    const stop = checkSessionAtItsEnd(window, store);
    vi.advanceTimersByTime(7 * HOUR - 1);
    expect(store.getState().session.user).toEqual(info.user);
    vi.advanceTimersByTime(1);
    expect(store.getState().session).toEqual({ ...NO_SESSION, endedBy: 'expiry' });
    stop();
  });

  it('follows a new session: a sign-in later in the day is checked at its own expiresAt', () => {
    vi.useFakeTimers({ now: START });
    const store = makeStore();
    const stop = checkSessionAtItsEnd(window, store);
    vi.advanceTimersByTime(HOUR);
    store.dispatch(userLoggedIn(sessionEndingAt(START + 9 * HOUR)));
    vi.advanceTimersByTime(8 * HOUR - 1);
    expect(store.getState().session.user).not.toBeNull();
    vi.advanceTimersByTime(1);
    expect(store.getState().session.user).toBeNull();
    stop();
  });
});

describe('the session check (src/app/sessionExpiryMiddleware.ts), with an injected clock', () => {
  function storeAt(clock: { now: number }, expiresAt: number | null = EXPIRES_AT) {
    return makeStore(
      { session: { ...kept(sessionEndingAt(EXPIRES_AT)), expiresAt } },
      { now: () => clock.now },
    );
  }

  it('lets a staff action through before expiresAt', () => {
    const store = storeAt({ now: EXPIRES_AT - 1 });
    store.dispatch(DELETION);
    expect(store.getState().content.queue).toHaveLength(1);
    expect(store.getState().session.user).not.toBeNull();
  });

  it('drops a staff action at expiresAt, and ends the session instead', () => {
    const store = storeAt({ now: EXPIRES_AT });
    store.dispatch(DELETION);
    expect(store.getState().content.queue).toEqual([]);
    expect(store.getState().session).toEqual({ ...NO_SESSION, endedBy: 'expiry' });
  });

  it('counts a signed-in user with no end as ended (nothing to trust)', () => {
    const store = storeAt({ now: START }, null);
    store.dispatch(DELETION);
    expect(store.getState().content.queue).toEqual([]);
    expect(store.getState().session.user).toBeNull();
  });

  it('tells a visitor who was never signed in nothing about a session ending', () => {
    const store = makeStore(undefined, { now: () => EXPIRES_AT + HOUR });
    store.dispatch(sessionCheckDue());
    expect(store.getState().session).toEqual(NO_SESSION);
  });
});

describe('staff whose session runs out', { timeout: 30_000 }, () => {
  beforeEach(() => {
    // Only the clock is fake: the screens' own timers and Testing Library's waits run as usual.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(START);
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  /**
   * The dashboard at `path` for a session the server started at START and ends at EXPIRES_AT: the
   * guard's GET SESSION_PATH answers with that end, as the real server would.
   */
  async function openDashboard(path: string, preloaded: Parameters<typeof makeStore>[0] = {}) {
    const info = sessionEndingAt(EXPIRES_AT);
    server.use(http.get(SESSION_PATH, () => HttpResponse.json(info)));
    const view = renderWithProviders(path, { preloadedState: { session: kept(info), ...preloaded } });
    await screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }, SLOW);
    return view;
  }

  it('on focus or when the tab becomes visible: at expiresAt, not before', async () => {
    const { router, store } = await openDashboard('/admin?tab=analytics');
    const stop = checkSessionOnReturn(window, store.dispatch);

    vi.setSystemTime(EXPIRES_AT - 1);
    act(() => void window.dispatchEvent(new Event('focus')));
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    expect(router.state.location.pathname).toBe('/admin');

    vi.setSystemTime(EXPIRES_AT);
    act(() => void document.dispatchEvent(new Event('visibilitychange')));
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin', search: '?tab=analytics' },
    });
    stop();
  });

  it('before a staff action: the action is not done, and the person is sent to sign in again', async () => {
    const { title } = seedContentItem({ title: 'Voter card', status: 'published' });
    const { router, user, store } = await openDashboard('/admin?tab=content');
    await user.click(await screen.findByRole('button', { name: `Delete ${title}` }, SLOW));
    vi.setSystemTime(EXPIRES_AT + 1);
    await user.click(
      within(screen.getByRole('dialog', { name: 'Delete content' })).getByRole('button', { name: 'Delete' }),
    );

    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(store.getState().content.queue).toEqual([]);
    expect(contentReceived.writes).toEqual([]);
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin', search: '?tab=content' },
    });
  });

  it('on moving to another tab: at expiresAt, the person is sent to sign in', async () => {
    const { router, user } = await openDashboard('/admin?tab=analytics');
    vi.setSystemTime(EXPIRES_AT);
    await user.click(screen.getByRole('tab', { name: 'Site Settings' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.getByText(ENDED)).toBeInTheDocument();
    expect(router.state.location.state).toMatchObject({
      from: { pathname: '/admin', search: '?tab=settings' },
    });
  });

  it('a plain logout says nothing about the session ending', async () => {
    const { user } = await openDashboard('/admin');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, SLOW);
    expect(screen.queryByText(ENDED)).not.toBeInTheDocument();
  });
});
