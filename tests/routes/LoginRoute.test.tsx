import { act, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/app/persistence';
import { memoryStorage } from '../utils/memoryStorage';
import { renderWithProviders } from '../utils/renderWithProviders';

const EMAIL = 'admin@example.gov.ng';
const PASSWORD = 'portal-demo-2026';
const MISSING = 'Please enter both email and password';
const INVALID = `Invalid email or password. The admin email is ${EMAIL}`;
// The real PBKDF2 check plus the 0.5 s redirect delay, or the first download of a lazy route on a busy machine.
const LOGIN_TIMEOUT = { timeout: 5000 };

async function openLogin(path = '/login') {
  const view = renderWithProviders(path);
  await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LOGIN_TIMEOUT);
  return {
    ...view,
    email: screen.getByLabelText('E-mail'),
    password: screen.getByLabelText('Password'),
    submit: screen.getByRole('button', { name: 'Log in' }),
  };
}

/** The destructive alert, checked to be titled Error and to carry `message` word for word. */
async function findErrorAlert(message: string) {
  const alert = await screen.findByRole('alert', {}, LOGIN_TIMEOUT);
  expect(within(alert).getByRole('heading', { name: 'Error' })).toBeInTheDocument();
  expect(alert).toHaveTextContent(new RegExp(`^Error${message.replace(/[.]/g, '\\.')}$`));
  expect(alert).toHaveClass('alert-danger');
  return alert;
}

describe('/login', () => {
  it('shows the form, the demo hint with the admin e-mail and no native required fields', async () => {
    const { email, password } = await openLogin();
    expect(screen.getByText(`Demo: use ${EMAIL}`)).toBeInTheDocument();
    expect(email).toHaveAttribute('type', 'email');
    expect(password).toHaveAttribute('type', 'password');
    expect(email).not.toBeRequired();
    expect(password).not.toBeRequired();
    expect(screen.getByRole('button', { name: 'Forgot password' })).toHaveAttribute('type', 'button');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses an empty form with the spec message in an alert titled Error, focused and tied to the fields', async () => {
    const { user, submit, email, password } = await openLogin();
    await user.click(submit);

    const alert = await findErrorAlert(MISSING);
    expect(alert).toHaveFocus();
    for (const field of [email, password]) {
      expect(field).toHaveAttribute('aria-invalid', 'true');
      expect(field).toHaveAccessibleDescription(`Error ${MISSING}`);
    }
  });

  it('marks only the empty field when one is filled', async () => {
    const { user, submit, email, password } = await openLogin();
    await user.type(email, EMAIL);
    await user.click(submit);

    await findErrorAlert(MISSING);
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(password).toHaveAttribute('aria-invalid', 'true');
  });

  it('focuses the alert again when the same mistake is repeated', async () => {
    const { user, submit, email } = await openLogin();
    await user.click(submit);
    await findErrorAlert(MISSING);
    await user.click(email);
    expect(email).toHaveFocus();
    await user.click(submit);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveFocus());
  });

  it('refuses a wrong pair, naming the admin e-mail, in the same alert', async () => {
    const { user, submit, email, password, router, store } = await openLogin();
    await user.type(email, EMAIL);
    await user.type(password, 'wrong-password');
    await user.click(submit);

    await findErrorAlert(INVALID);
    expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled();
    expect(store.getState().session.user).toBeNull();
    expect(router.state.location.pathname).toBe('/login');
  });

  it('submits with Enter, and reads "Logging in..." on a disabled button while checking', async () => {
    const { user, email, password } = await openLogin();
    await user.type(email, EMAIL);
    await user.type(password, 'wrong-password{Enter}');

    // The login machine is fetched when the form is first used, so the check may start a little later;
    // the button and the status are checked together, while the check runs.
    const progress = within(screen.getByRole('main')).getByRole('status');
    await waitFor(() => {
      expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
      expect(progress).toHaveTextContent('Logging in...');
    }, LOGIN_TIMEOUT);
    await findErrorAlert(INVALID);
    expect(progress).toBeEmptyDOMElement();
  });

  it('logs in with the right pair, stays busy through the delay, then opens /admin', async () => {
    const { user, submit, email, password, router, store } = await openLogin();
    await user.type(email, EMAIL);
    await user.type(password, PASSWORD);
    await user.click(submit);

    await waitFor(
      () => expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled(),
      LOGIN_TIMEOUT,
    );
    // Accepted, but the session starts only when the 0.5 s redirect delay is over.
    await within(screen.getByRole('main')).findByText(
      'Logged in. Taking you to the page you asked for.',
      {},
      LOGIN_TIMEOUT,
    );
    expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
    expect(store.getState().session.user).toBeNull();

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), LOGIN_TIMEOUT);
    expect(store.getState().session.user).toEqual({
      id: 'admin',
      email: EMAIL,
      role: 'admin',
      name: 'Site Administrator',
    });
    expect(screen.queryByText(INVALID)).not.toBeInTheDocument();
  });

  it('brings a deep link back after login: path, query and hash', async () => {
    const { router, user } = renderWithProviders('/admin?tab=generator#x');
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LOGIN_TIMEOUT);
    expect(router.state.location.pathname).toBe('/login');

    await user.type(screen.getByLabelText('E-mail'), EMAIL);
    await user.type(screen.getByLabelText('Password'), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), LOGIN_TIMEOUT);
    expect(router.state.location.search).toBe('?tab=generator');
    expect(router.state.location.hash).toBe('#x');
  });

  it('does nothing on Forgot password: same page, no error, nothing typed lost', async () => {
    const { user, email, router } = await openLogin();
    await user.type(email, EMAIL);
    const before = router.state.location;
    await user.click(screen.getByRole('button', { name: 'Forgot password' }));

    expect(router.state.location).toBe(before);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(email).toHaveValue(EMAIL);
    expect(screen.getByRole('button', { name: 'Forgot password' })).toHaveAccessibleDescription(
      'Password reset is not available in this demo.',
    );
  });
});

describe('/login with failed attempts stored (issue 13)', () => {
  const NOW = Date.UTC(2026, 10, 23, 12, 0);
  afterEach(() => {
    vi.useRealTimers();
  });

  function openWithLock(record: { failures: number; locks: number; until: number | null }) {
    // Only the clock is fake: the lock's end is compared with it.
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(NOW);
    const { storage } = memoryStorage({ [STORAGE_KEYS.loginLock]: JSON.stringify(record) });
    return renderWithProviders('/login', { storage });
  }

  it('shows a lock still running at once, after a reload: the time left, a disabled button, said once', async () => {
    openWithLock({ failures: 5, locks: 1, until: NOW + 12_000 });
    const notice = await screen.findByText(
      'Too many failed attempts. Try again in 12 seconds.',
      {},
      LOGIN_TIMEOUT,
    );
    expect(notice.closest('[aria-live], [role="status"], [role="alert"]')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Login locked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Log in' })).toBeDisabled();
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(
      'Too many failed attempts. Logging in is locked for now.',
    );
  });

  it('does not say "You can try to log in again." for a lock that ended before this visit', async () => {
    const { user } = openWithLock({ failures: 5, locks: 1, until: NOW - 1 });
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LOGIN_TIMEOUT);
    // Focus fetches the login machine, which starts from the stored record.
    await user.click(screen.getByRole('textbox', { name: 'E-mail' }));
    await import('@/routes/loginSession');
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(within(screen.getByRole('main')).getByRole('status')).toHaveTextContent(/^$/);
  });

  it('shows no lock when the stored one is over, and keeps the spec messages', async () => {
    const { user } = openWithLock({ failures: 5, locks: 1, until: NOW - 1 });
    await screen.findByRole('heading', { level: 1, name: 'Admin login' }, LOGIN_TIMEOUT);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await findErrorAlert(MISSING);
    expect(screen.queryByRole('heading', { name: 'Login locked' })).not.toBeInTheDocument();
  });
});
