import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  accountByEmail,
  COMMON_PASSWORD,
  seedAccount,
  seedFirstAdminLink,
  seedSetupLink,
} from '../utils/accountsFake';
import { renderWithProviders } from '../utils/renderWithProviders';

const EXPIRED = 'This link has expired or was already used. Ask a site administrator for a new one.';

function openLink() {
  const account = seedAccount('writer', { name: 'Chi Newcomer', email: 'chi@example.gov.ng', password: '' });
  const token = seedSetupLink(account);
  return renderWithProviders(`/account/setup#${token}`);
}

async function choose(user: ReturnType<typeof openLink>['user'], password: string, confirm = password) {
  await screen.findByText('For Chi Newcomer (chi@example.gov.ng).', {}, { timeout: 5000 });
  await user.type(screen.getByLabelText('New password'), password);
  await user.type(screen.getByLabelText('New password again'), confirm);
  await user.click(screen.getByRole('button', { name: 'Save password' }));
}

describe('the one-time link page', () => {
  it('says whose account it is, saves the password and leads to the sign-in, which says so', async () => {
    const { user, router } = openLink();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Choose your password' }),
    ).toBeInTheDocument();
    await choose(user, 'a long new passphrase');
    expect(await screen.findByText('Your password is saved. Sign in with it.')).toHaveFocus();
    expect(accountByEmail('chi@example.gov.ng')).toMatchObject({
      password: 'a long new passphrase',
      passwordResetPending: false,
    });
    await user.click(screen.getByRole('link', { name: 'Go to the sign-in page' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('Your password is saved. You can log in now.', {}, { timeout: 5000 }),
    ).toHaveRole('status');

    await user.type(screen.getByLabelText('E-mail'), 'chi@example.gov.ng');
    await user.type(screen.getByLabelText('Password'), 'a long new passphrase');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
  });

  it('says a used or unknown link has expired (410)', async () => {
    renderWithProviders('/account/setup#token-not-known');
    expect(await screen.findByText(EXPIRED, {}, { timeout: 5000 })).toHaveRole('alert');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });

  it('says so for an address without a token', async () => {
    renderWithProviders('/account/setup');
    expect(await screen.findByText(EXPIRED, {}, { timeout: 5000 })).toBeInTheDocument();
  });

  it('refuses a short password and a mismatch beside the field, and the server’s common password', async () => {
    const { user } = openLink();
    await choose(user, 'too short');
    expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
      expect.stringContaining('Choose a password of at least 12 characters.'),
    );
    expect(screen.getByLabelText('New password')).toHaveFocus();
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
    await user.type(screen.getByLabelText('New password again'), 'a long new passphrasE');
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    expect(screen.getByLabelText('New password again')).toHaveAccessibleDescription(
      'The two new passwords are not the same.',
    );
    await user.clear(screen.getByLabelText('New password'));
    await user.clear(screen.getByLabelText('New password again'));
    await user.type(screen.getByLabelText('New password'), COMMON_PASSWORD);
    await user.type(screen.getByLabelText('New password again'), COMMON_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() =>
      expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
        expect.stringContaining('This password is too common. Choose another.'),
      ),
    );
    expect(accountByEmail('chi@example.gov.ng')?.passwordResetPending).toBe(true);
  });

  describe('the first admin’s link (no account yet)', () => {
    const openFirstAdminLink = async () => {
      const rendered = renderWithProviders(`/account/setup#${seedFirstAdminLink()}`);
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: 'Create the first administrator' },
          { timeout: 5000 },
        ),
      ).toBeInTheDocument();
      return rendered;
    };

    it('asks for the e-mail and name too, and creates that administrator', async () => {
      const { user, router } = await openFirstAdminLink();
      expect(screen.getByText(/There is no staff account yet\./)).toBeInTheDocument();
      await user.type(screen.getByLabelText('E-mail'), 'Boss@Example.gov.ng');
      await user.type(screen.getByLabelText('Name'), 'Ngozi Boss');
      await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
      await user.type(screen.getByLabelText('New password again'), 'a long new passphrase');
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(await screen.findByText('The administrator account is created. Sign in with it.')).toHaveFocus();
      expect(accountByEmail('boss@example.gov.ng')).toMatchObject({
        name: 'Ngozi Boss',
        role: 'admin',
        password: 'a long new passphrase',
      });
      await user.click(screen.getByRole('link', { name: 'Go to the sign-in page' }));
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    });

    it('refuses a missing e-mail and name beside their fields, sending nothing', async () => {
      const { user } = await openFirstAdminLink();
      await user.type(screen.getByLabelText('E-mail'), 'not an address');
      await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
      await user.type(screen.getByLabelText('New password again'), 'a long new passphrase');
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'Enter an email address like name@example.gov.ng.',
      );
      expect(screen.getByLabelText('E-mail')).toHaveFocus();
      expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
      expect(accountByEmail('not an address')).toBeUndefined();
    });

    it('shows the server’s refusal of the password beside it', async () => {
      const { user } = await openFirstAdminLink();
      await user.type(screen.getByLabelText('E-mail'), 'boss@example.gov.ng');
      await user.type(screen.getByLabelText('Name'), 'Ngozi Boss');
      await user.type(screen.getByLabelText('New password'), COMMON_PASSWORD);
      await user.type(screen.getByLabelText('New password again'), COMMON_PASSWORD);
      await user.click(screen.getByRole('button', { name: 'Save password' }));
      await waitFor(() =>
        expect(screen.getByLabelText('New password')).toHaveAccessibleDescription(
          expect.stringContaining('This password is too common. Choose another.'),
        ),
      );
      expect(accountByEmail('boss@example.gov.ng')).toBeUndefined();
    });

    it('says the link has expired once an account exists', async () => {
      seedAccount('admin');
      renderWithProviders(`/account/setup#${seedFirstAdminLink()}`);
      expect(await screen.findByText(EXPIRED, {}, { timeout: 5000 })).toHaveRole('alert');
      expect(screen.queryByLabelText('E-mail')).not.toBeInTheDocument();
    });
  });
});
