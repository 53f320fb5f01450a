import { act, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { connectStorage, STORAGE_KEYS } from '@/app/persistence';
import { userLoggedOut } from '@/features/session/sessionSlice';
import type { SessionUser } from '@/features/session/sessionTypes';
import { memoryStorage } from '../../utils/memoryStorage';
import { renderWithProviders } from '../../utils/renderWithProviders';

// Each screen is a lazy route; its first import can be slow on a busy machine.
const LAZY = { timeout: 5000 };
const ADMIN: SessionUser = {
  id: 'admin',
  email: 'admin@example.gov.ng',
  role: 'admin',
  name: 'Site Administrator',
};

describe('RequireAdmin around /admin', () => {
  it('sends a visitor with no session to /login, remembering path, query and hash', async () => {
    const { router } = renderWithProviders('/admin?tab=users#top');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LAZY);
    expect(router.state.location.pathname).toBe('/login');
    expect(router.state.location.state).toEqual({
      from: expect.objectContaining({ pathname: '/admin', search: '?tab=users', hash: '#top' }),
    });
  });

  it('waits for the stored session before deciding, so an admin signed in here is not sent to /login', async () => {
    const { storage } = memoryStorage({
      [STORAGE_KEYS.session]: JSON.stringify({ user: ADMIN, startedAt: Date.now() }),
    });
    const { router, store } = renderWithProviders('/admin', { storage, readStorage: false });
    expect(await screen.findByText('Checking that you are signed in…', {}, LAZY)).toHaveRole('status');
    expect(router.state.location.pathname).toBe('/admin');

    act(() => connectStorage(store, storage));
    const heading = await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(heading).not.toHaveTextContent(/Admin login|Access Denied|404/);
    expect(router.state.location.pathname).toBe('/admin');
  });

  it('sends a session whose role is not admin to /unauthorized', async () => {
    const { router } = renderWithProviders('/admin', {
      preloadedState: { session: { user: { ...ADMIN, role: 'editor' }, startedAt: Date.now() } },
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, LAZY)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/unauthorized');
    expect(screen.queryByRole('heading', { name: 'Admin login' })).not.toBeInTheDocument();
  });

  it('lets an admin through to the admin route', async () => {
    const { router } = renderWithProviders('/admin?tab=generator', {
      preloadedState: { session: { user: ADMIN, startedAt: Date.now() } },
    });
    // The dashboard is its own screen; here it is enough that it renders where it was asked for.
    const heading = await screen.findByRole('heading', { level: 1 }, LAZY);
    expect(heading).not.toHaveTextContent(/Admin login|Access Denied|404/);
    expect(router.state.location.pathname).toBe('/admin');
    expect(router.state.location.search).toBe('?tab=generator');
  });

  it('sends the visitor away as soon as the session ends', async () => {
    const { router, store } = renderWithProviders('/admin', {
      preloadedState: { session: { user: ADMIN, startedAt: Date.now() } },
    });
    await screen.findByRole('heading', { level: 1 }, LAZY);
    act(() => {
      store.dispatch(userLoggedOut());
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
  });
});
