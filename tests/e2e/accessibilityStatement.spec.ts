import { expect, test } from './fixtures';
import { expectNoAxeViolations } from './axe';
import { openPage, waitForApp, watchConsole } from './a11y.helpers';

const H1 = 'Accessibility statement for Citizen Guide Nigeria';

test('/accessibility is sent as a page of its own, in the HTML and the sitemap', async ({ request }) => {
  const response = await request.get('/accessibility');
  expect(response.status()).toBe(200);
  const html = await response.text();
  expect(html).toContain('<title>Accessibility statement · Citizen Guide Nigeria</title>');
  expect(html).toMatch(/<meta name="description" content="How accessible Citizen Guide Nigeria is[^"]*"/);
  expect(html).toContain(`<h1 class="display-6 fw-bold mb-3">${H1}</h1>`);
  expect(html).toContain('This statement was prepared on 25 November 2026.');
  expect(await (await request.get('/sitemap-en.xml')).text()).toMatch(
    /<loc>https:\/\/[^<]+\/accessibility<\/loc>/,
  );
});

test('the statement opens, reads in order and has no axe violations', async ({ page }) => {
  const problems = watchConsole(page);
  await openPage(page, '/accessibility', H1);
  await expect(page.getByRole('heading', { name: '404 - Page Not Found' })).toHaveCount(0);
  const main = page.getByRole('main');
  for (const name of [
    'What does not work yet',
    'How we tested this website',
    'What we have not tested',
    'Reporting a problem',
  ]) {
    await expect(main.getByRole('heading', { name })).toBeVisible();
  }
  await expect(main.getByRole('list')).toHaveCount(5);
  await page.waitForLoadState('networkidle');
  await expectNoAxeViolations(page, '/accessibility');
  expect(problems).toEqual([]);
});

test("the footer's Accessibility link reaches the statement, and the statement follows the language", async ({
  page,
}) => {
  await openPage(page, '/documents', 'Documents');
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility' }).click();
  await expect(page).toHaveURL('/accessibility');
  await expect(page.getByRole('heading', { level: 1, name: H1 })).toBeFocused();
  await expect(page).toHaveTitle('Accessibility statement · Citizen Guide Nigeria');

  await page.getByRole('contentinfo').getByRole('link', { name: 'Ka ojú-òpó wẹ́ẹ̀bù yìí ní Yorùbá' }).click();
  await expect(page).toHaveURL('/yo/accessibility');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ìkéde ìrọ̀rùn ìlò fún Citizen Guide Nigeria' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  // Chromium's Intl has no Yorùbá months: the date comes from the catalogue, numbered as readers know it.
  await expect(page.getByText(/^A pèsè ìkéde yìí ní 25 Oṣù Kọkànlá 2026\./)).toBeVisible();
  await waitForApp(page);
  await expectNoAxeViolations(page, '/accessibility in Yorùbá');
});
