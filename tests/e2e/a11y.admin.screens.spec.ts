import { type Page, type TestInfo } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ADMIN_TABS,
  currentToast,
  generateDraft,
  horizontalOverflow,
  openAdminTab,
  openEditDialog,
} from './a11y.helpers';

/**
 * Screenshots of every admin tab and state in both themes, for the visual review issue 4 asks for
 * (test-results/screens/admin/, which Playwright clears at the start of each run).
 */
function shoot(page: Page, info: TestInfo, name: string, scheme: string, fullPage = false) {
  return page.screenshot({
    path: `test-results/screens/admin/${name}-${info.project.name}-${scheme}.png`,
    fullPage,
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    // Without motion, dialogs and toasts are shot fully faded in rather than half-way.
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });

    test('screenshots of every admin tab', async ({ page }, info) => {
      await openAdminTab(page, 'analytics');
      for (const { key, name } of ADMIN_TABS) {
        await page.getByRole('tab', { name }).click();
        await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
        expect(await horizontalOverflow(page), name).toBeLessThanOrEqual(0);
        await shoot(page, info, `tab-${key}`, scheme, true);
      }
    });

    test('screenshots of the preview, toasts, dialogs and login error', async ({ page }, info) => {
      await openAdminTab(page, 'generator');
      await generateDraft(page);
      await expect(currentToast(page)).toContainText('Content Generated');
      await shoot(page, info, 'generator-preview', scheme, true);
      await shoot(page, info, 'toast', scheme);

      await page.getByRole('textbox', { name: 'Topic' }).fill(' ');
      await page.getByRole('textbox', { name: 'Topic' }).press('Enter');
      await expect(currentToast(page)).toContainText('Please enter a topic');
      await shoot(page, info, 'toast-error', scheme);

      await page.getByRole('tab', { name: 'Content Management' }).click();
      await page.getByRole('button', { name: 'Add content' }).click();
      await expect(page.getByText('Enter a title.')).toBeVisible();
      await shoot(page, info, 'content-form-errors', scheme);

      const edit = await openEditDialog(page);
      await shoot(page, info, 'edit-dialog', scheme);
      await edit.getByRole('button', { name: 'Cancel' }).click();
      await expect(edit).toBeHidden();
      await page
        .getByRole('button', { name: /^Delete / })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Delete content' })).toBeVisible();
      await shoot(page, info, 'delete-dialog', scheme);

      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await page.getByRole('button', { name: 'Logout' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByRole('alert')).toBeVisible();
      await shoot(page, info, 'login-error', scheme, true);
    });
  });
}
