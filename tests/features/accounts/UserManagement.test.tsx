import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountByEmail, endServerSession, seedAccount, staffSession } from '../../utils/accountsFake';
import { renderWithProviders } from '../../utils/renderWithProviders';

/** The User Management tab as a signed-in admin, with a writer and an editor besides. */
async function renderUsers() {
  const session = staffSession('admin');
  seedAccount('writer', { name: 'Ada Writer', email: 'ada@example.gov.ng' });
  seedAccount('editor', { name: 'Bola Editor', email: 'bola@example.gov.ng' });
  const view = renderWithProviders('/admin?tab=users', { preloadedState: { session } });
  await screen.findByRole('table', { name: 'Staff accounts' }, { timeout: 5000 });
  return view;
}

const rowOf = (name: string) => screen.getByRole('rowheader', { name }).closest('tr')!;

describe('User Management', () => {
  it('lists the accounts with role, status and last sign-in, and the demo notice is gone', async () => {
    await renderUsers();
    const ada = within(rowOf('Ada Writer'));
    expect(ada.getByText('ada@example.gov.ng')).toBeInTheDocument();
    expect(ada.getByRole('combobox', { name: 'Role of Ada Writer' })).toHaveValue('writer');
    expect(ada.getByText('Active')).toBeInTheDocument();
    expect(ada.getByText('Never')).toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: 'Site Administrator (you)' })).toBeInTheDocument();
    expect(screen.queryByText(/fictional/)).not.toBeInTheDocument();
  });

  it('adds an account and shows its one-time link once, with this site’s origin', async () => {
    const { user } = await renderUsers();
    await user.type(screen.getByLabelText('E-mail'), 'chi@example.gov.ng');
    await user.type(screen.getByLabelText('Name'), 'Chi Newcomer');
    await user.selectOptions(screen.getByLabelText('Role'), 'editor');
    await user.click(screen.getByRole('button', { name: 'Add account' }));

    const link = await screen.findByRole<HTMLInputElement>('textbox', { name: 'One-time link' });
    expect(link.value).toMatch(new RegExp(`^${window.location.origin}/account/setup#token-`));
    expect(screen.getByRole('heading', { name: 'One-time link for Chi Newcomer' })).toHaveFocus();
    expect(await screen.findByRole('rowheader', { name: 'Chi Newcomer' })).toBeInTheDocument();
    expect(within(rowOf('Chi Newcomer')).getByText('Waiting for a password')).toBeInTheDocument();
    expect(accountByEmail('chi@example.gov.ng')?.role).toBe('editor');
    // The form is empty for the next one.
    expect(screen.getByLabelText('E-mail')).toHaveValue('');

    await user.click(screen.getByRole('button', { name: 'Copy link' }));
    expect(await screen.findByText('The link is copied.')).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(link.value);

    await user.click(screen.getByRole('button', { name: 'Done: hide the link' }));
    expect(screen.queryByRole('textbox', { name: 'One-time link' })).not.toBeInTheDocument();
  });

  it('refuses an empty form beside its fields, and an address already taken beside the e-mail', async () => {
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
      'Enter an email address like name@example.gov.ng.',
    );
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Enter a name.');
    expect(screen.getByLabelText('E-mail')).toHaveFocus();

    await user.type(screen.getByLabelText('E-mail'), 'ada@example.gov.ng');
    await user.type(screen.getByLabelText('Name'), 'Ada Again');
    await user.click(screen.getByRole('button', { name: 'Add account' }));
    await waitFor(() =>
      expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(
        'An account with this email address already exists.',
      ),
    );
    expect(screen.getByLabelText('Name')).toHaveValue('Ada Again');
  });

  it('changes a role at once, and the server keeps it', async () => {
    const { user } = await renderUsers();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ada Writer' }), 'editor');
    expect(await screen.findByText('Ada Writer is now: Editor.')).toBeInTheDocument();
    expect(accountByEmail('ada@example.gov.ng')?.role).toBe('editor');
  });

  it('disables and enables an account', async () => {
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Disable Bola Editor' }));
    expect(
      await screen.findByText('Bola Editor is disabled; their sessions have ended.'),
    ).toBeInTheDocument();
    expect(within(rowOf('Bola Editor')).getByText('Disabled')).toBeInTheDocument();
    expect(accountByEmail('bola@example.gov.ng')?.disabledAt).not.toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enable Bola Editor' }));
    expect(await screen.findByText('Bola Editor can sign in again.')).toBeInTheDocument();
    expect(accountByEmail('bola@example.gov.ng')?.disabledAt).toBeNull();
  });

  it('puts the last admin’s role back and says why when the server refuses (409)', async () => {
    const { user } = await renderUsers();
    const role = screen.getByRole('combobox', { name: 'Role of Site Administrator' });
    await user.selectOptions(role, 'writer');
    const alert = await screen.findByText(
      'This is the last active administrator: make another account an administrator first.',
    );
    expect(alert).toHaveRole('alert');
    await waitFor(() => expect(alert).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'Role of Site Administrator' })).toHaveValue('admin');
    expect(accountByEmail('admin@example.gov.ng')?.role).toBe('admin');

    await user.click(screen.getByRole('button', { name: 'Disable Site Administrator' }));
    await waitFor(() =>
      expect(within(rowOf('Site Administrator (you)')).getByText('Active')).toBeInTheDocument(),
    );
    expect(screen.getByText(/last active administrator/)).toHaveRole('alert');
  });

  it('forces a password reset: a new link, shown once', async () => {
    const { user } = await renderUsers();
    await user.click(screen.getByRole('button', { name: 'Send Ada Writer a new password link' }));
    expect(await screen.findByRole('heading', { name: 'One-time link for Ada Writer' })).toHaveFocus();
    expect(screen.getByRole<HTMLInputElement>('textbox', { name: 'One-time link' }).value).toContain(
      '/account/setup#token-',
    );
    await waitFor(() =>
      expect(within(rowOf('Ada Writer')).getByText('Waiting for a password')).toBeInTheDocument(),
    );
  });

  it('says when the accounts cannot be loaded, and tries again', async () => {
    const { server } = await import('../../utils/server');
    const { http, HttpResponse } = await import('msw');
    server.use(http.get('/api/accounts', () => HttpResponse.error(), { once: true }));
    const session = staffSession('admin');
    const { user } = renderWithProviders('/admin?tab=users', { preloadedState: { session } });
    const alert = (
      await screen.findByText(/The accounts could not be loaded/, {}, { timeout: 5000 })
    ).closest('[role=alert]') as HTMLElement;
    expect(alert).toHaveTextContent('The server could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Staff accounts' })).toBeInTheDocument();
  });
});

describe('the new-account form across a 401', () => {
  it('keeps what was typed when the session ends, and shows it after signing back in', async () => {
    const { user, router } = await renderUsers();
    await user.type(screen.getByLabelText('E-mail'), 'chi@example.gov.ng');
    await user.type(screen.getByLabelText('Name'), 'Chi Newcomer');
    await user.selectOptions(screen.getByLabelText('Role'), 'editor');

    endServerSession();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Role of Ada Writer' }), 'editor');
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText('E-mail'), 'admin@example.gov.ng');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
    expect(router.state.location.search).toBe('?tab=users');

    await screen.findByRole('table', { name: 'Staff accounts' });
    expect(screen.getByLabelText('E-mail')).toHaveValue('chi@example.gov.ng');
    expect(screen.getByLabelText('Name')).toHaveValue('Chi Newcomer');
    expect(screen.getByLabelText('Role')).toHaveValue('editor');
  });

  it('forgets it when the person signs out', async () => {
    const { user, store } = await renderUsers();
    await user.type(screen.getByLabelText('Name'), 'Chi Newcomer');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() =>
      expect(
        (store.getState() as { formDrafts?: { newAccount?: { name: string } } }).formDrafts?.newAccount,
      ).toBeUndefined(),
    );
  });
});
