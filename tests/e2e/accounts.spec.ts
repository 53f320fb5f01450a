import { expect, test } from './fixtures';
import { openAdminTab } from './a11y.helpers';
import { signIn } from './staff';
import { STAFF_EMAIL } from '../../scripts/e2e-accounts.mjs';

// Issue 24: an admin manages a writer, in two browsers (the admin's and the writer's), against the real
// server: the account, its one-time link, the writer's own sign-in, a role change and a disable that
// reach the writer's open session at once, and the audit log that records all of it.

const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;

test('an admin adds a writer, the writer chooses a password and signs in; a role change and a disable reach the writer at once', async ({
  page,
  browser,
}) => {
  const id = unique();
  const email = `writer-${id}@example.gov.ng`;
  const name = `Chidi Okeke ${id}`;
  await openAdminTab(page, 'users');
  const form = page.getByRole('region', { name: 'Add an account' });
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Name').fill(name);
  await form.getByLabel('Role').selectOption('writer');
  await form.getByRole('button', { name: 'Add account' }).click();

  // The one-time link, shown once, with the site's own origin.
  const link = page.getByRole('textbox', { name: /link/i });
  await expect(link).toBeVisible();
  const url = await link.inputValue();
  expect(url).toMatch(/^http:\/\/localhost:\d+\/account\/setup#.+/);
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Waiting for a password');

  // The writer, in a browser of their own.
  const writerContext = await browser.newContext({
    extraHTTPHeaders: { 'X-Forwarded-For': '2001:db8::c41d' },
  });
  const writer = await writerContext.newPage();
  await writer.goto(url);
  await expect(writer.getByText(email)).toBeVisible();
  const password = `a long phrase ${unique()}`;
  await writer.getByLabel('New password', { exact: true }).fill(password);
  await writer.getByLabel(/Confirm|again/i).fill(password);
  await writer.getByRole('button', { name: /save|choose|set/i }).click();
  await expect(writer.getByText(/password is saved/i)).toBeVisible();

  // The link works once.
  const again = await writerContext.newPage();
  await again.goto(url);
  await expect(again.getByText('This link has expired or was already used.', { exact: false })).toBeVisible();
  await again.close();

  await writer.goto('/login');
  await writer.getByLabel('E-mail', { exact: true }).fill(email);
  await writer.getByLabel('Password', { exact: true }).fill(password);
  await writer.getByRole('button', { name: 'Log in' }).click();
  await expect(writer.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(writer.getByRole('tab', { name: 'User Management' })).toHaveCount(0);

  // The admin makes the writer an editor: the writer's session ends at once, and signs in as an editor.
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await row.getByRole('combobox', { name: `Role of ${name}` }).selectOption('editor');
  await expect(row.getByRole('combobox', { name: `Role of ${name}` })).toHaveValue('editor');
  await writer.getByRole('tab', { name: 'Your account' }).click();
  await writer.reload();
  await expect(writer).toHaveURL('/login');

  // Disabled: the right password no longer signs in, with the same message as a wrong one.
  await row.getByRole('button', { name: /Disable/ }).click();
  await expect(row).toContainText('Disabled');
  await writer.getByLabel('E-mail', { exact: true }).fill(email);
  await writer.getByLabel('Password', { exact: true }).fill(password);
  await writer.getByRole('button', { name: 'Log in' }).click();
  await expect(writer.getByRole('alert')).toContainText('Invalid email or password.');
  await writerContext.close();

  // The audit log names each step, filtered by the account's e-mail.
  await page.getByRole('tab', { name: 'Audit log' }).click();
  const audit = page.getByRole('table', { name: /audit/i });
  await expect(audit).toBeVisible();
  await expect(audit).toContainText(email);
  for (const action of ['Account added', 'Chose a password with a link', 'Role changed', 'Account disabled'])
    await expect(audit.getByRole('row').filter({ hasText: action }).first()).toBeVisible();
});

test('an address that already has an account is refused beside the e-mail, what was typed kept', async ({
  page,
}) => {
  await openAdminTab(page, 'users');
  const form = page.getByRole('region', { name: 'Add an account' });
  await form.getByLabel('E-mail').fill(STAFF_EMAIL);
  await form.getByLabel('Name').fill('Someone Else');
  await form.getByRole('button', { name: 'Add account' }).click();
  // The server's conflict (409) names the field: said there, not as the last-admin rule (also a 409).
  await expect(form.getByLabel('E-mail')).toHaveAccessibleDescription(
    'An account with this email address already exists.',
  );
  await expect(form.getByLabel('E-mail')).toBeFocused();
  await expect(form.getByRole('alert')).toHaveCount(0);
  await expect(form.getByLabel('Name')).toHaveValue('Someone Else');
});

test('the last admin cannot be demoted: the server refuses and the page says why', async ({ page }) => {
  // The journeys' server has one admin (the first): demoting them is refused.
  await signIn(page);
  const accounts = await page.request.get('/api/accounts');
  const admins = (
    (await accounts.json()) as { accounts: { role: string; disabledAt: string | null }[] }
  ).accounts.filter((account) => account.role === 'admin' && !account.disabledAt);
  test.skip(admins.length !== 1, 'another journey added an admin: the rule is covered by tests/server');
  await openAdminTab(page, 'users');
  const row = page.getByRole('row', { name: /Site Administrator|Administrator/ }).first();
  await row.getByRole('combobox').selectOption('writer');
  await expect(page.getByRole('alert').filter({ hasText: /last/i })).toBeVisible();
  await expect(row.getByRole('combobox')).toHaveValue('admin');
});
