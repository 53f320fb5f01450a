import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { waitForApp } from './a11y.helpers';

const PAGES = [
  { path: '/', h1: /./ },
  { path: '/documents', h1: 'Documents' },
  { path: '/documents/nin', h1: 'National Identification Number (NIN)' },
  { path: '/unauthorized', h1: 'Access Denied' },
  { path: '/login', h1: /./ },
  { path: '/accessibility', h1: 'Accessibility statement for Citizen Guide Nigeria' },
  { path: '/all-content', h1: '404 - Page Not Found' },
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { path, h1 } of PAGES) {
      test(`${path} has no axe violations`, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-bs-theme', scheme);
        // The page as it settles: the app has run and what it loads after first paint (the guide's share
        // and feedback) has arrived — a button caught mid-way from disabled to enabled is neither.
        await waitForApp(page);
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page, `${path} (${scheme})`);
      });
    }

    test('every NIN guide tab has no axe violations', async ({ page }) => {
      await page.goto('/documents/nin');
      await waitForApp(page); // the tabs switch once the app runs
      for (const tab of ['Requirements', 'Process', 'Verification', 'FAQs']) {
        await page.getByRole('tab', { name: tab }).click();
        await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
        await expectNoAxeViolations(page, `NIN guide, ${tab} tab (${scheme})`);
      }
    });

    test('search results, no results and open menus have no axe violations', async ({ page, viewport }) => {
      await page.goto('/');
      const hero = page.getByRole('main').getByRole('search');
      await hero.getByRole('searchbox').fill('birth certificate');
      await hero.getByRole('searchbox').press('Enter');
      await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
      await expectNoAxeViolations(page, `search results (${scheme})`);
      await page.goto('/search?q=pasprot');
      await expect(page.getByText('Did you mean')).toBeVisible();
      await expectNoAxeViolations(page, `search with no results (${scheme})`);
      await page.goto('/');
      await waitForApp(page);
      const mobile = (viewport?.width ?? 0) < 768;
      if (mobile) await page.getByRole('button', { name: 'Open menu' }).click();
      const menu = mobile ? page.getByRole('dialog', { name: 'Menu' }) : page.getByRole('banner');
      await menu.getByRole('button', { name: 'Education' }).click();
      await expect(menu.getByRole('link', { name: 'JAMB registration' })).toBeVisible();
      await expectNoAxeViolations(page, `open category menu (${scheme})`);
    });
  });
}
