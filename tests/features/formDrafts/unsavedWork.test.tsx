import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { endServerSession, staffSession } from '../../utils/accountsFake';
import { renderWithProviders, type TestRouter } from '../../utils/renderWithProviders';

/**
 * Issue 24: "A 401 on any call takes the person to /login with the way back remembered, and unsaved work
 * in forms is kept." The session ends on the server; the next call (here a password change on the
 * Your account tab) is answered 401; the person signs in again and finds what they had typed.
 */
async function endSessionAndSignInAgain(user: UserEvent, router: TestRouter) {
  endServerSession();
  await user.click(screen.getByRole('tab', { name: 'Your account' }));
  await user.type(screen.getByLabelText('Current password'), 'correct horse battery');
  await user.type(screen.getByLabelText('New password'), 'a long new passphrase');
  await user.type(screen.getByLabelText('New password again'), 'a long new passphrase');
  await user.click(screen.getByRole('button', { name: 'Change password' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

  await user.type(await screen.findByLabelText('E-mail'), 'writer@example.gov.ng');
  await user.type(screen.getByLabelText('Password'), 'correct horse battery');
  await user.click(screen.getByRole('button', { name: 'Log in' }));
  await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
}

function renderAdmin(tab: string) {
  return renderWithProviders(`/admin?tab=${tab}`, { preloadedState: { session: staffSession('writer') } });
}

// Each test is a whole journey (type, a 401, sign in again through the login's 0.5 s redirect): on a
// busy machine that takes longer than the default 5 s.
describe('unsaved work across a 401', { timeout: 20_000 }, () => {
  it('keeps what was typed into Add content', async () => {
    const { user, router } = renderAdmin('content');
    const form = () => within(screen.getByRole('region', { name: 'Add content' }));
    await user.type(await form().findByRole('textbox', { name: 'Title' }, { timeout: 5000 }), 'Voter cards');
    await user.selectOptions(form().getByRole('combobox', { name: 'Category' }), 'education');
    // A writer adds drafts only (no Status field); the address and summary are theirs to type.
    await user.type(form().getByRole('textbox', { name: 'Address' }), 'collect-your-pvc');
    await user.type(form().getByRole('textbox', { name: 'Summary' }), 'Where and when.');
    await user.type(form().getByRole('textbox', { name: 'Content' }), 'Where to collect a PVC.');

    await endSessionAndSignInAgain(user, router);
    await user.click(await screen.findByRole('tab', { name: 'Content Management' }, { timeout: 5000 }));

    expect(form().getByRole('textbox', { name: 'Title' })).toHaveValue('Voter cards');
    expect(form().getByRole('combobox', { name: 'Category' })).toHaveValue('education');
    expect(form().getByRole('textbox', { name: 'Address' })).toHaveValue('collect-your-pvc');
    expect(form().getByRole('textbox', { name: 'Summary' })).toHaveValue('Where and when.');
    expect(form().getByRole('textbox', { name: 'Content' })).toHaveValue('Where to collect a PVC.');
  });

  it('empties Add content once the item is added', async () => {
    const { user } = renderAdmin('content');
    const form = within(await screen.findByRole('region', { name: 'Add content' }, { timeout: 5000 }));
    await user.type(form.getByRole('textbox', { name: 'Title' }), 'Voter cards');
    await user.type(form.getByRole('textbox', { name: 'Content' }), 'Where to collect a PVC.');
    await user.click(form.getByRole('button', { name: 'Add content' }));
    expect(await screen.findByRole('rowheader', { name: 'Voter cards' })).toBeInTheDocument();
    expect(form.getByRole('textbox', { name: 'Title' })).toHaveValue('');
    expect(form.getByRole('textbox', { name: 'Content' })).toHaveValue('');
  });

  it('keeps the generator’s topic and category', async () => {
    const { user, router } = renderAdmin('generator');
    await user.type(await screen.findByRole('textbox', { name: 'Topic' }, { timeout: 5000 }), 'Voter cards');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Category' }), 'education');

    await endSessionAndSignInAgain(user, router);
    await user.click(await screen.findByRole('tab', { name: 'AI Content Generator' }, { timeout: 5000 }));

    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('Voter cards');
    expect(screen.getByRole('combobox', { name: 'Category' })).toHaveValue('education');
    expect(screen.getByRole('button', { name: 'Generate' })).toBeEnabled();
  });

  it('forgets it all when the person signs out', async () => {
    const { user, router } = renderAdmin('generator');
    await user.type(await screen.findByRole('textbox', { name: 'Topic' }, { timeout: 5000 }), 'Voter cards');
    await user.click(screen.getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));

    await user.type(await screen.findByLabelText('E-mail'), 'writer@example.gov.ng');
    await user.type(screen.getByLabelText('Password'), 'correct horse battery');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), { timeout: 5000 });
    await user.click(await screen.findByRole('tab', { name: 'AI Content Generator' }, { timeout: 5000 }));
    expect(screen.getByRole('textbox', { name: 'Topic' })).toHaveValue('');
  });
});
