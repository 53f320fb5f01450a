import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { sessionApi } from '@/features/session/sessionApi';
import { userLoggedOut } from '@/features/session/sessionSlice';
import { SESSION_PATH, type Role } from '@/shared/api/accounts';
import { endServerSession, signedInAs, staffSession } from '../../utils/accountsFake';
import { renderWithProviders } from '../../utils/renderWithProviders';
import { server } from '../../utils/server';

// Each screen is a lazy route; its first import can be slow on a busy machine.
const LAZY = { timeout: 5000 };
/** The password the fake gives every account it seeds (tests/utils/accountsFake.ts). */
const PASSWORD = 'correct horse battery';

const dashboard = () => screen.findByRole('heading', { level: 1, name: 'Admin dashboard' }, LAZY);

describe('RequireStaff around /admin (issue 24: the server confirms every arrival)', () => {
  it('sends a visitor the server does not know to /login, remembering path, query and hash', async () => {
    const { router, store } = renderWithProviders('/admin?tab=users#top');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LAZY);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: expect.objectContaining({ pathname: '/admin', search: '?tab=users', hash: '#top' }) as object,
    });
    expect(store.getState().session.user).toBeNull();
  });

  it('says the sign-in is being checked until the server answers, then lets a session it knows in', async () => {
    // Signed in on the server (the cookie), nothing in this page's memory: a reload.
    const info = signedInAs('writer');
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(SESSION_PATH, async () => {
        await answered;
        return undefined; // on to the fake, which answers with its session
      }),
    );
    const { router, store } = renderWithProviders('/admin?tab=content');
    expect(await screen.findByText('Checking that you are signed in…', {}, LAZY)).toHaveRole('status');
    expect(router.state.location.pathname).toBe('/admin');
    answer();
    await dashboard();
    expect(router.state.location.search).toBe('?tab=content');
    expect(store.getState().session).toMatchObject({ user: info.user, csrfToken: info.csrfToken });
  });

  it.each<[Role, string]>([
    ['writer', 'users'],
    ['writer', 'settings'],
    ['editor', 'users'],
    ['editor', 'settings'],
  ])('sends a %s asking for ?tab=%s to /unauthorized', async (role, tab) => {
    signedInAs(role);
    const { router } = renderWithProviders(`/admin?tab=${tab}`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });

  it.each<[Role, string]>([
    ['writer', 'content'],
    ['editor', 'generator'],
    ['admin', 'users'],
    ['admin', 'settings'],
  ])('lets a %s open ?tab=%s', async (role, tab) => {
    signedInAs(role);
    const { router } = renderWithProviders(`/admin?tab=${tab}`);
    await dashboard();
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe(`?tab=${tab}`);
  });

  it("believes the server, not this page's memory: a session it ended goes to /login", async () => {
    const session = staffSession('editor');
    endServerSession();
    const { router, store } = renderWithProviders('/admin?tab=content', { preloadedState: { session } });
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LAZY);
    expect(router.state.location.state).toMatchObject({
      from: expect.objectContaining({ pathname: '/admin', search: '?tab=content' }) as object,
    });
    expect(store.getState().session.user).toBeNull();
  });

  it('says so when the server cannot be asked, and asks again on request', async () => {
    signedInAs('editor');
    server.use(http.get(SESSION_PATH, () => HttpResponse.error(), { once: true }));
    const { router, user } = renderWithProviders('/admin');
    const alert = await screen.findByRole('alert', {}, LAZY);
    expect(router.state.location.pathname).toBe('/admin');
    await user.click(within(alert).getByRole('button'));
    await dashboard();
  });

  it('sends the person away as soon as the session ends here', async () => {
    const { router, store } = renderWithProviders('/admin', {
      preloadedState: { session: staffSession() },
    });
    await dashboard();
    act(() => {
      store.dispatch(userLoggedOut());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });

  it('takes a 401 in the middle of work to /login, and back to the same address after signing in again', async () => {
    const session = staffSession('editor');
    const { router, store, user } = renderWithProviders('/admin?tab=generator#draft', {
      preloadedState: { session },
    });
    await dashboard();

    // The server ends the session (idle, or revoked elsewhere); the next call the page makes gets 401.
    endServerSession();
    await act(async () => {
      await store.dispatch(sessionApi.endpoints.getSession.initiate(undefined, { forceRefetch: true }));
    });
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LAZY);
    expect(screen.getByText('Your session has ended. Please log in again.')).toBeInTheDocument();
    expect(store.getState().session.user).toBeNull();

    await user.type(screen.getByLabelText('E-mail'), session.user.email);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await dashboard();
    expect(router.state.location).toMatchObject({
      pathname: '/admin',
      search: '?tab=generator',
      hash: '#draft',
    });
    expect(store.getState().session.user).toEqual(session.user);
  });
});
