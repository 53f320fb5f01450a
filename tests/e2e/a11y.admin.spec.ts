import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { ADMIN_TABS } from './a11y.helpers';
import { createArticle, uniqueTitle } from './content';
import { FIRST_ADMIN, signIn, strangerEmail } from './staff';

/** Opens the dashboard at `tab`, signed in as the first admin. */
async function openDashboard(page: Page, tab: string) {
  await signIn(page);
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { key: tab } of ADMIN_TABS) {
      test(`admin ${tab} tab has no axe violations`, async ({ page }) => {
        await openDashboard(page, tab);
        await expectNoAxeViolations(page, `admin ${tab} (${scheme})`);
      });
    }

    test('login errors and progress have no axe violations', async ({ page }) => {
      await page.goto('/login');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Please enter both email and password')).toBeVisible();
      await expectNoAxeViolations(page, `login, empty fields (${scheme})`);
      await page.getByLabel('E-mail').fill(strangerEmail());
      await page.getByLabel('Password').fill('wrong');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText(/Invalid email or password/)).toBeVisible();
      await expectNoAxeViolations(page, `login, wrong pair (${scheme})`);
    });

    test('content form errors, edit form and delete dialog have no axe violations', async ({ page }) => {
      // An item of this journey's own: journeys share the server, and other ones delete theirs.
      const title = uniqueTitle('Axe check');
      await createArticle(page.request, FIRST_ADMIN, {
        title,
        status: 'published',
        content: '## Steps\n\n- One',
      });
      await openDashboard(page, 'content');
      await page.getByRole('button', { name: 'Add content' }).click();
      await expect(page.getByText('Enter a title.')).toBeVisible();
      // The server's own messages beside their fields, as well as the form's.
      await page.getByRole('textbox', { name: 'Title' }).fill('T'.repeat(151));
      await page.getByRole('textbox', { name: 'Address' }).fill('Not An Address!');
      await page.getByRole('button', { name: 'Add content' }).click();
      await expect(page.getByText('A title has at most 150 characters.', { exact: true })).toBeVisible();
      await expect(page.getByText(/^Use only lower-case letters/)).toBeVisible();
      await expectNoAxeViolations(page, `content add form errors (${scheme})`);
      await page.getByRole('button', { name: `Edit ${title}` }).click();
      await expect(page.getByRole('dialog').getByRole('textbox', { name: 'Title' })).toHaveValue(title);
      // The page behind the dialog is inert while it is open, and live again after.
      await expect(page.locator('#root')).toHaveJSProperty('inert', true);
      await expectNoAxeViolations(page, `content edit form with its preview (${scheme})`);
      await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
      await expect(page.locator('#root')).toHaveJSProperty('inert', false);
      await page.getByRole('button', { name: `Delete ${title}` }).click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expectNoAxeViolations(page, `delete dialog (${scheme})`);
    });

    test('generator preview and its toast have no axe violations', async ({ page }) => {
      await openDashboard(page, 'generator');
      await page.getByRole('textbox', { name: 'Topic' }).fill('Renewing a driver’s licence');
      await page.getByRole('button', { name: 'Generate' }).click();
      await expect(page.getByRole('article')).toBeVisible({ timeout: 5000 });
      // Each toast checked once it has faded in (Bootstrap's .fade): half-faded, its contrast is not its own.
      await expect(page.locator('.toast')).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, `generator preview with toast (${scheme})`);
      await page.getByRole('textbox', { name: 'Topic' }).fill('   ');
      await page.getByRole('textbox', { name: 'Topic' }).press('Enter');
      await expect(page.locator('.toast').getByText('Please enter a topic')).toBeVisible();
      await expect(page.locator('.toast')).toHaveCSS('opacity', '1');
      await expectNoAxeViolations(page, `generator error toast (${scheme})`);
    });
  });
}
