import privacyHa from '@/features/privacy/messages.ha';
import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { horizontalOverflow, openPage, waitForApp, watchConsole } from './a11y.helpers';
import { everyLanguageOf, languageAlternates } from './pageHead';

// Issue 28: the privacy notice at /privacy, prerendered in five languages like every public page.

const H1 = 'Privacy notice for Citizen Guide Nigeria';

test('the footer’s privacy link reaches the notice, whose contents list leads to each section', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await openPage(page, '/documents', 'Documents');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: H1 })).toBeFocused();
  await expect(page).toHaveTitle('Privacy notice · Citizen Guide Nigeria');
  await page.getByRole('navigation', { name: 'Contents' }).getByRole('link', { name: 'Your rights' }).click();
  await expect(page).toHaveURL('/privacy#your-rights');
  await expect(page.getByRole('heading', { level: 2, name: 'Your rights' })).toBeInViewport();
  await expect(page.getByRole('main').getByRole('link', { name: 'Contact us' })).toBeVisible();
  expect(problems).toEqual([]);
});

test('the notice is in the HTML: it reads with JavaScript off', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const response = await page.goto('/privacy');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: H1 })).toBeVisible();
  await expect(page.getByText('Last updated: 27 November 2026')).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'If you sign up for the newsletter' }),
  ).toBeVisible();
  await expect(page.getByText('The public website sets no cookies.')).toBeVisible();
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Nigeria Data Protection Act 2023/,
  );
  await context.close();
});

test('/ha/privacy is in Hausa, with hreflang alternates for every language, and is in the sitemap', async ({
  browser,
  request,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/ha/privacy');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await expect(page.getByRole('heading', { level: 1, name: privacyHa.title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: privacyHa['rights.heading'] })).toBeVisible();
  await expect(page.getByText(privacyHa['who.law'])).toBeVisible();
  expect(await languageAlternates(page)).toEqual(everyLanguageOf('/privacy'));
  await context.close();
  expect(await (await request.get('/sitemap-en.xml')).text()).toMatch(/<loc>https:\/\/[^<]+\/privacy<\/loc>/);
  expect(await (await request.get('/sitemap-ha.xml')).text()).toMatch(
    /<loc>https:\/\/[^<]+\/ha\/privacy<\/loc>/,
  );
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    test('the notice has no axe violations, does not scroll sideways, and is photographed', async ({
      page,
    }, testInfo) => {
      await openPage(page, '/privacy', H1);
      await page.waitForLoadState('networkidle');
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      await expectNoAxeViolations(page, `/privacy (${scheme})`);
      await page.screenshot({
        path: `test-results/screens/privacy/privacy-${testInfo.project.name}-${scheme}.png`,
        fullPage: true,
      });
    });

    test('the Hausa notice has no axe violations', async ({ page }, testInfo) => {
      await page.goto('/ha/privacy');
      await expect(page.getByRole('heading', { level: 1, name: privacyHa.title })).toBeVisible();
      await waitForApp(page);
      await page.waitForLoadState('networkidle');
      await expectNoAxeViolations(page, `/ha/privacy (${scheme})`);
      await page.screenshot({
        path: `test-results/screens/privacy/privacy-ha-${testInfo.project.name}-${scheme}.png`,
      });
    });
  });
}
