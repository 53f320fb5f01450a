import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountsReceived, COMMON_PASSWORD, staffSession } from '../../utils/accountsFake';
import { renderWithProviders } from '../../utils/renderWithProviders';

const CURRENT = 'correct horse battery';

async function renderOwnAccount(role: 'writer' | 'admin' = 'writer') {
  const view = renderWithProviders('/admin?tab=account', { preloadedState: { session: staffSession(role) } });
  await screen.findByRole('heading', { level: 2, name: 'Your account' }, { timeout: 5000 });
  return view;
}

describe('Your account', () => {
  it('is a tab for every role and says who is signed in', async () => {
    await renderOwnAccount('writer');
    expect(screen.getByRole('tab', { name: 'Your account' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByText('Signed in as Test writer (writer@example.gov.ng), Writer.')).toBeInTheDocument();
  });

  it('changes the password', async () => {
    const { user } = await renderOwnAccount();
    await user.type(screen.getByLabelText('Current password'), CURRENT);
    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(
      await screen.findByText('Your password is changed. Your sessions on other devices have ended.'),
    ).toHaveRole('status');
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('checks length and the confirmation before asking the server', async () => {
    const { user } = await renderOwnAccount();
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('Current password')).toHaveAccessibleDescription(
      'Enter your current password.',
    );
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password of at least 12 characters.'),
    );
    expect(screen.getByLabelText('Current password')).toHaveFocus();
    await user.type(screen.getByLabelText('Current password'), CURRENT);
    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a long new passphrasE');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(
      'The two new passwords are not the same.',
    );
    expect(screen.getByLabelText('New password again')).toHaveFocus();
  });

  it.each([
    [
      'a wrong current password',
      'not my password',
      'a long new passphrase',
      'Current password',
      'The current password is not right.',
    ],
    [
      'a common new password',
      CURRENT,
      COMMON_PASSWORD,
      'New password',
      'This password is too common. Choose another.',
    ],
  ])('shows the server’s refusal of %s beside its field', async (_case, current, next, label, message) => {
    const { user } = await renderOwnAccount();
    await user.type(screen.getByLabelText('Current password'), current);
    await user.type(screen.getByLabelText('New password'), next);
    await user.type(screen.getByLabelText('New password again'), next);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() =>
      expect(screen.getByLabelText(label)).toHaveAccessibleDescription(expect.stringContaining(message)),
    );
    expect(screen.getByLabelText(label)).toHaveFocus();
  });

  it('signs out everywhere and goes to /login', async () => {
    const { user, router, store } = await renderOwnAccount();
    await user.click(screen.getByRole('button', { name: 'Sign out everywhere' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(accountsReceived.signOuts).toEqual([
      { everywhere: true, csrf: expect.stringMatching(/^csrf-/) as string },
    ]);
    expect(store.getState().session.user).toBeNull();
  });
});
