import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { SESSION_PATH } from '@/shared/api/accounts';
import { accountsReceived, lockSignIns, seedAccount } from '../utils/accountsFake';
import { renderWithProviders } from '../utils/renderWithProviders';
import { server } from '../utils/server';

const LAZY = { timeout: 10_000 };

async function openLogin() {
  const view = renderWithProviders('/login');
  await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LAZY);
  const fill = async (email: string, password: string) => {
    if (email) await view.user.type(screen.getByLabelText('E-mail'), email);
    if (password) await view.user.type(screen.getByLabelText('Password'), password);
    await view.user.click(screen.getByRole('button', { name: 'Log in' }));
  };
  return { ...view, fill };
}

describe('the login screen (issue 24: the server checks)', () => {
  it('shows no demo hint and names no address', async () => {
    await openLogin();
    expect(screen.queryByText(/Demo/)).not.toBeInTheDocument();
    // The one-time link page's notice is for those who come from it (SetupPasswordRoute.test.tsx).
    expect(screen.queryByText('Your password is saved. You can log in now.')).not.toBeInTheDocument();
    expect(screen.queryByText(/@example\.gov\.ng/)).not.toBeInTheDocument();
    expect(
      screen.getByText('Ask a site administrator to send you a new link to choose a password.'),
    ).toBeInTheDocument();
  });

  it('asks for both fields without calling the server', async () => {
    const { fill } = await openLogin();
    await fill('', '');
    expect(await screen.findByRole('alert')).toHaveTextContent('Please enter both email and password');
    expect(accountsReceived.signIns).toEqual([]);
  });

  it('signs in, then goes to /admin after the pause, holding the session only in memory', async () => {
    const account = seedAccount('editor', { password: 'a long enough password' });
    const { fill, router, store } = await openLogin();
    await fill(account.email, 'a long enough password');
    await screen.findByRole('heading', { name: 'Admin dashboard' }, LAZY);
    expect(router.state.location.pathname).toBe('/admin');
    expect(store.getState().session.user).toMatchObject({ email: account.email, role: 'editor' });
    expect(JSON.stringify(Object.entries(localStorage))).not.toContain(account.email);
  });

  it('refuses a wrong pair with the message that names no address', async () => {
    const account = seedAccount('admin');
    const { fill, router } = await openLogin();
    await fill(account.email, 'not the password');
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent('ErrorInvalid email or password.');
    expect(router.state.location.pathname).toBe('/login');
  });

  it('locks the form for the seconds the server names', async () => {
    lockSignIns({ reason: 'locked', retryAfterSeconds: 300 });
    const { fill } = await openLogin();
    await fill('someone@example.gov.ng', 'whatever it is');
    expect(await screen.findByRole('heading', { name: 'Login locked' }, LAZY)).toBeInTheDocument();
    expect(screen.getByText('Too many failed attempts. Try again in 300 seconds.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
  });

  it('says signing in is not possible when the server cannot be reached', async () => {
    server.use(http.post(SESSION_PATH, () => HttpResponse.error()));
    const { fill } = await openLogin();
    await fill('someone@example.gov.ng', 'whatever it is');
    expect(await screen.findByRole('alert', {}, LAZY)).toHaveTextContent(
      'Signing in is not possible right now. Check your connection and try again.',
    );
  });
});
