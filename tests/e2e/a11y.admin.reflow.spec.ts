import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ADMIN_TABS,
  expectNoOverflow,
  generateDraft,
  openAdminTab,
  openEditDialog,
  openPage,
  zoomTextTo200,
} from './a11y.helpers';

/** Opens each dashboard tab in turn, then the generator's preview and the edit dialog, checking each fits. */
async function expectEveryAdminStateFits(page: Page, zoomText: boolean) {
  await openAdminTab(page, 'analytics');
  if (zoomText) await zoomTextTo200(page);
  for (const { name } of ADMIN_TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    await expectNoOverflow(page, name);
  }
  await page.getByRole('tab', { name: 'AI Content Generator' }).click();
  await generateDraft(page);
  await expectNoOverflow(page, 'generator preview with its toast');

  await page.getByRole('tab', { name: 'Content Management' }).click();
  const dialog = await openEditDialog(page);
  // The dialog sits over the page in a fixed layer, so its own box is checked as well as the page.
  const box = (await dialog.locator('.modal-content').boundingBox())!;
  const width = page.viewportSize()!.width;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(width);
  await expectNoOverflow(page, 'edit dialog');
}

async function expectLoginFits(page: Page, zoomText: boolean) {
  await openPage(page, '/login', 'Admin login');
  if (zoomText) await zoomTextTo200(page);
  await page.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('alert')).toContainText('Please enter both email and password');
  await expectNoOverflow(page, 'login with its error');
}

// WCAG 1.4.10: 320 px is 1280 px at 400 % zoom.
test.describe('reflow at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test('/login, with its error, needs no sideways scrolling', async ({ page }) => {
    await expectLoginFits(page, false);
  });

  test('every admin tab, the generator preview and the edit dialog need no sideways scrolling', async ({
    page,
  }) => {
    await expectEveryAdminStateFits(page, false);
  });
});

// WCAG 1.4.4: text at 200 % loses nothing, at the desktop width and at the width of 200 % browser zoom.
for (const width of [1280, 640]) {
  test.describe(`200 % text at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    test('/login, with its error, loses nothing', async ({ page }) => {
      await expectLoginFits(page, true);
    });

    test('every admin tab, the generator preview and the edit dialog lose nothing', async ({ page }) => {
      await expectEveryAdminStateFits(page, true);
    });
  });
}
