import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';
import { strangerEmail } from './staff';

/**
 * On a slow phone the prerendered page is on screen seconds before its script runs, and people start
 * typing. These journeys hold the app's script back, type into the page as it came from the server, then
 * let the script run: what was typed must still be there, and work.
 */
async function openWithScriptHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'commit' });
  return release;
}

test('an e-mail typed into the newsletter before the app starts is kept and can be sent', async ({
  page,
}) => {
  const release = await openWithScriptHeld(page, '/');
  const field = page.getByRole('textbox', { name: 'E-mail address' });
  await field.fill('ada@example.com');
  release();
  await waitForApp(page);
  await expect(field).toHaveValue('ada@example.com');
  await page.getByRole('button', { name: 'Subscribe' }).click();
  await expect(page.getByText('Thank you for your interest!')).toBeVisible();
  await expect(page.getByText('ada@example.com', { exact: false })).toBeVisible();
});

test('a search typed before the app starts is kept and searched', async ({ page }) => {
  const release = await openWithScriptHeld(page, '/');
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
  await box.fill('passport');
  release();
  await waitForApp(page);
  await expect(box).toHaveValue('passport');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=passport&from=hero');
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toContainText(
    /passport/i,
  );
});

test('the login keeps what was typed before the app starts', async ({ page }) => {
  const release = await openWithScriptHeld(page, '/login');
  const email = strangerEmail();
  await page.getByLabel('E-mail', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill('wrong password');
  release();
  await waitForApp(page);
  await expect(page.getByLabel('E-mail', { exact: true })).toHaveValue(email);
  await page.getByRole('button', { name: /log in/i }).click();
  await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
});
