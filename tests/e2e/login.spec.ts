import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { ALL_SESSIONS_PATH, CSRF_HEADER } from '@/shared/api/accounts';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';
import { createStaff, FIRST_ADMIN, signIn, signInRequest, strangerEmail } from './staff';

const CONTENT_KEY = 'cgn.content.v1';

async function logIn(page: Page, email: string, password: string) {
  // A press before the app runs would be the browser's own form POST, not a login.
  await waitForApp(page);
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

const INVALID = 'Invalid email or password.';
const LOCKED = 'Too many failed attempts. Logging in is locked for now.';
const ENDED = 'Your session has ended. Please log in again.';

/** The lock notice's countdown, e.g. "Try again in 58 seconds". */
const countdown = (page: Page) => page.getByText(/^Too many failed attempts\. Try again in \d+ seconds?\.$/);

test('an empty login shows the spec message in an alert titled Error, and focuses it; no demo hint', async ({
  page,
}) => {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
  await expect(page.getByText(/Demo:/)).toHaveCount(0);
  await expect(page.getByText(FIRST_ADMIN.email)).toHaveCount(0);
  await waitForApp(page);
  await page.getByRole('button', { name: 'Log in' }).click();

  const alert = page.getByRole('alert');
  await expect(alert).toContainText('Error');
  await expect(alert).toContainText('Please enter both email and password');
  await expect(alert).toBeFocused();
});

test('a wrong password and an unknown e-mail get the same message, naming no address', async ({ page }) => {
  await page.goto('/login');
  await logIn(page, FIRST_ADMIN.email, 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText(`Error${INVALID}`);
  await logIn(page, strangerEmail(), 'not the password at all');
  await expect(page.getByRole('alert')).toHaveText(`Error${INVALID}`);
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
});

test('a deep link while logged out goes through the login and back, and a reload keeps the session', async ({
  page,
}) => {
  await page.goto('/admin?tab=generator');
  await expect(page).toHaveURL('/login');
  await logIn(page, ` ${FIRST_ADMIN.email.toUpperCase()} `, FIRST_ADMIN.password);
  await expect(page.getByRole('button', { name: 'Logging in...' })).toBeDisabled();

  await expect(page).toHaveURL('/admin?tab=generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toHaveCount(0);

  // The cookie is the session: nothing of it is in storage, and a reload asks the server again.
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => /session/i.test(key)))).toEqual(
    [],
  );
  await page.reload();
  await expect(page).toHaveURL('/admin?tab=generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
});

test('a writer signs in to their own tabs; User Management and Site Settings send them to /unauthorized', async ({
  page,
  request,
}) => {
  const writer = await createStaff(request, 'writer');
  await page.goto('/login');
  await logIn(page, writer.email, writer.password);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Content Management' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'User Management' })).toHaveCount(0);
  for (const tab of ['users', 'settings']) {
    await page.goto(`/admin?tab=${tab}`);
    await expect(page).toHaveURL('/unauthorized');
    await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  }
  // The server says the same, whatever the browser does.
  expect((await page.request.get('/api/accounts')).status()).toBe(403);
});

test('a forged session in localStorage signs nobody in', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() =>
    localStorage.setItem(
      'cgn.session.v1',
      JSON.stringify({
        user: { id: '1', email: 'admin@example.gov.ng', role: 'admin', name: 'Site Administrator' },
        startedAt: Date.now(),
      }),
    ),
  );
  await page.goto('/admin?tab=users');
  await expect(page).toHaveURL('/login');
});

test('corrupt stored content does not crash the app and is kept aside', async ({ page }) => {
  const errors: Error[] = [];
  page.on('pageerror', (error) => errors.push(error));

  await page.goto('/');
  await page.evaluate((key) => localStorage.setItem(key, '[{"id": 1}]'), CONTENT_KEY);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('banner')).toBeVisible();

  // Stored values are read once the page shows (src/app/browserData.ts).
  await expect
    .poll(() => page.evaluate((key) => localStorage.getItem(`${key}.corrupt-1`), CONTENT_KEY))
    .toBe('[{"id": 1}]');
  expect(errors).toEqual([]);

  // Set aside on a public page, where nobody was told: the dashboard names it, after a login.
  await page.goto('/login');
  await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
  const notice = page.getByRole('region', { name: 'Some saved data could not be used' });
  await expect(notice).toContainText('Content: what was stored could not be read');
});

test.describe('issue 24: sign-in checked by the server', () => {
  test('five wrong passwords lock the account; a second browser with the right password is locked too', async ({
    page,
    browser,
    request,
  }) => {
    const writer = await createStaff(request, 'writer');
    await page.goto('/login');
    for (let attempt = 1; attempt <= 4; attempt += 1) {
      await logIn(page, writer.email, `wrong password ${attempt}`);
      await expect(page.getByRole('alert')).toContainText(INVALID);
      await expect(page.getByRole('button', { name: 'Log in' })).toBeEnabled();
    }
    await logIn(page, writer.email, 'wrong password 5');
    await expect(page.getByRole('heading', { name: 'Login locked' })).toBeVisible();
    await expect(countdown(page)).toHaveText(/Try again in (5\d|60) seconds\./);
    await expect(page.getByRole('button', { name: 'Log in' })).toBeDisabled();
    await expect(page.getByRole('status').filter({ hasText: LOCKED })).toHaveCount(1);
    // The fields keep what was typed.
    await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(writer.email);

    // Another browser (no shared storage, another address): the right password meets the same lock,
    // which the server holds, not the first browser.
    const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '2001:db8::beef' } });
    const second = await elsewhere.newPage();
    await second.goto('/login');
    await logIn(second, writer.email, writer.password);
    await expect(second.getByRole('heading', { name: 'Login locked' })).toBeVisible();
    await expect(countdown(second)).toHaveText(/Try again in (5\d|60) seconds\./);
    await expect(second).toHaveURL('/login');
    // Clearing the first browser's site data changes nothing.
    await page.context().clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await logIn(page, writer.email, writer.password);
    await expect(page.getByRole('heading', { name: 'Login locked' })).toBeVisible();
    await elsewhere.close();
  });

  test('a session that ends on the server takes the person to /login, then back with their typing kept', async ({
    page,
  }) => {
    await signIn(page);
    await page.goto('/admin?tab=users');
    await expect(page.getByRole('heading', { level: 2, name: 'User Management' })).toBeVisible();
    const form = page.getByRole('region', { name: 'Add an account' });
    await form.getByLabel('E-mail').fill('new.writer@example.gov.ng');
    await form.getByLabel('Name').fill('Amaka Obi');

    // The same person signs out everywhere from another device.
    const device = await page.context().browser()!.newContext();
    const { csrfToken } = await signInRequest(device.request);
    expect(
      (await device.request.delete(ALL_SESSIONS_PATH, { headers: { [CSRF_HEADER]: csrfToken } })).status(),
    ).toBe(204);
    await device.close();

    // The next call this tab makes is refused: the login, with the way back.
    await form.getByRole('button', { name: 'Add account' }).click();
    await expect(page).toHaveURL('/login');
    await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect(page).toHaveURL('/admin?tab=users');
    await expect(form.getByLabel('E-mail')).toHaveValue('new.writer@example.gov.ng');
    await expect(form.getByLabel('Name')).toHaveValue('Amaka Obi');
  });

  test('a dashboard left open ends its session when its time is up, with nobody touching it', async ({
    page,
  }) => {
    await page.clock.install();
    await page.goto('/login');
    await logIn(page, FIRST_ADMIN.email, FIRST_ADMIN.password);
    await expect(page).toHaveURL('/admin');
    await page.clock.fastForward(8 * 60 * 60 * 1000);
    await expect(page).toHaveURL('/login');
    await expect(page.getByText(ENDED)).toBeVisible();
  });
});

test.describe('the built site', () => {
  function checkSecrets(dir?: string) {
    return spawnSync(process.execPath, ['scripts/check-dist-secrets.mjs', ...(dir ? [dir] : [])], {
      encoding: 'utf8',
    });
  }

  test('has no plaintext admin password in any file under dist/', () => {
    const result = checkSecrets();
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
  });

  test('the secret check does catch a leaked password', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cgn-dist-'));
    try {
      mkdirSync(join(dir, 'assets'));
      writeFileSync(join(dir, 'assets', 'leak.js'), `const p = "${FIRST_ADMIN.password}";`);
      const result = checkSecrets(dir);
      expect(result.status).toBe(1);
      expect(result.stderr).toContain('leak.js');
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
