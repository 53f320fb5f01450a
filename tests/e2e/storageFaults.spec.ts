import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { currentToast, openAdminTab } from './a11y.helpers';
import { FIRST_ADMIN } from './staff';

// Issue 12: a write that fails must never look like success, and nothing is lost behind a false "saved".

const NOT_SAVED = 'Changes are not being saved in this browser';

/** Fills this site's storage to the last character, as 4,000 items once did. */
function fillStorage(page: Page) {
  return page.evaluate(() => {
    let size = 1 << 20;
    let n = 0;
    while (size >= 1) {
      try {
        localStorage.setItem(`filler-${n}`, 'x'.repeat(size));
        n += 1;
      } catch {
        size = Math.floor(size / 2);
      }
    }
  });
}

async function addItem(page: Page, title: string) {
  await page.getByRole('textbox', { name: 'Title' }).fill(title);
  await page.getByRole('textbox', { name: 'Content' }).fill('Visit an NIMC office.');
  await page.getByRole('button', { name: 'Add content' }).click();
}

test('storage full: adding says it was not saved, keeps the item on screen, and saving works again once there is room', async ({
  page,
}) => {
  await openAdminTab(page, 'content');
  await fillStorage(page);
  await addItem(page, 'Replacing a lost NIN slip');
  await expect(currentToast(page)).toContainText('Not saved');
  await expect(currentToast(page)).toContainText('storage for the site is full');
  await expect(currentToast(page)).not.toContainText('Content added');
  await expect(page.getByRole('heading', { level: 2, name: NOT_SAVED })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Replacing a lost NIN slip' })).toBeVisible();

  // Room again: the next change saves (with the one before it), and the notice goes.
  await page.evaluate(() => {
    for (const key of Object.keys(localStorage)) if (key.startsWith('filler-')) localStorage.removeItem(key);
  });
  await addItem(page, 'Linking your NIN to a SIM');
  await expect(currentToast(page)).toContainText('Content added');
  await expect(page.getByRole('heading', { level: 2, name: NOT_SAVED })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('rowheader', { name: 'Replacing a lost NIN slip' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Linking your NIN to a SIM' })).toBeVisible();
});

test('storage blocked (site data switched off): the notice shows at once, and a change says it was not saved', async ({
  page,
}) => {
  await page.addInitScript(() => {
    Object.defineProperty(window, 'localStorage', {
      get() {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
  });
  await page.goto('/login');
  await page.getByLabel('E-mail').fill(FIRST_ADMIN.email);
  await page.getByLabel('Password').fill(FIRST_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: NOT_SAVED })).toBeVisible();
  await expect(page.getByText('not letting the site save anything').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Content Management' }).click();
  await addItem(page, 'Replacing a lost NIN slip');
  await expect(currentToast(page)).toContainText('Not saved');
  await expect(page.getByRole('rowheader', { name: 'Replacing a lost NIN slip' })).toBeVisible();
  // Logging out still ends the session.
  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/login/);
});
