import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  currentToast,
  generateDraft,
  isNarrow,
  openAdminTab,
  openSlideOutMenu,
  waitForApp,
  watchConsole,
} from './a11y.helpers';

/** The results list and its first link. */
const results = (page: Page) => page.getByRole('list', { name: 'Results' });
const firstResult = (page: Page) => results(page).getByRole('link').first();

test('from the header box to a guide tab', async ({ page }) => {
  test.skip(isNarrow(page), 'the bar has no search box below 768 px; the slide-out menu journey covers it');
  const problems = watchConsole(page);
  await page.goto('/documents');
  await waitForApp(page);
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search guides' });
  await box.fill('identifcation'); // a typo on purpose
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=identifcation&from=header');
  await expect(page.getByText(/\d+ results for “identifcation”/).first()).toBeVisible();
  await expect(firstResult(page)).toHaveText('National Identification Number (NIN)');
  await box.fill('modification fee');
  await box.press('Enter');
  // The first result that is a section of the guide: it opens on its own tab.
  await results(page).locator('a[href*="?tab="]').first().click();
  await expect(page).toHaveURL(/\/documents\/nin\?tab=requirements$/);
  await expect(page.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('from the slide-out menu on a phone', async ({ page }) => {
  test.skip(!isNarrow(page), 'the slide-out menu is the narrow layout');
  await page.goto('/');
  await waitForApp(page);
  const panel = await openSlideOutMenu(page);
  await panel.getByRole('searchbox', { name: 'Search guides' }).fill('passport');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?q=passport&from=mobile-menu');
  await expect(panel).toBeHidden();
  await expect(firstResult(page)).toContainText(/passport/i);
});

test('the results page searches again from its own box, and Back returns to the last results', async ({
  page,
}) => {
  await page.goto('/search?q=NIN');
  await expect(firstResult(page)).toBeVisible();
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
  await expect(box).toHaveValue('NIN');
  await box.fill('bank verification number');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=bank+verification+number&from=results');
  await expect(firstResult(page)).toContainText('BVN');
  await page.goBack();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('NIN');
  await expect(firstResult(page)).toContainText(/NIN|National Identification/);
});

test('nothing found: a close spelling, and ways on', async ({ page }) => {
  await page.goto('/search?q=pasprot');
  await expect(page.getByRole('paragraph').filter({ hasText: 'No results for “pasprot”.' })).toBeVisible();
  await page.getByRole('link', { name: 'passport', exact: true }).click();
  await expect(firstResult(page)).toContainText(/passport/i);
});

test('a query with markup is shown as text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>passport')}`);
  await expect(firstResult(page)).toBeVisible();
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the not-found page searches the words of the missing address', async ({ page }) => {
  await page.goto('/documents/passport');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  const search = page.getByRole('region', { name: 'Search the site' });
  await expect(search.getByRole('searchbox')).toHaveValue('passport');
  await search.getByRole('list', { name: 'Results' }).getByRole('link').first().click();
  await expect(page).toHaveURL('/documents#doc-passport');
  await expect(page.locator('#doc-passport')).toBeVisible();
  await expect(page.locator('#doc-passport').getByText('Nigeria Immigration Service (NIS)')).toBeVisible();
});

test('an article page, from the search to the page, and its title', async ({ page }) => {
  await page.goto('/search?q=three+tiers');
  await results(page)
    .getByRole('link', { name: /three tiers of government/i })
    .click();
  await expect(page).toHaveURL('/articles/seed-three-tiers');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The three tiers of government in Nigeria' }),
  ).toBeVisible();
  await expect(page).toHaveTitle('The three tiers of government in Nigeria · Citizen Guide Nigeria');
  await page.goto('/articles/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
});

test('a published item gets its public page in this browser, found by search, and kept across reloads', async ({
  page,
}) => {
  await openAdminTab(page, 'generator');
  const preview = await generateDraft(page, 'Road safety for okada riders');
  const title = (await preview.getByRole('heading', { level: 4 }).textContent())!.trim();
  await preview.getByRole('button', { name: 'Publish Content' }).click();
  await currentToast(page).getByRole('link', { name: 'View the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/articles\/[\w-]+$/);
  // A static host answers this address with 404.html; the app renders the item from this browser's storage.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto('/search?q=okada');
  await expect(results(page).getByRole('link', { name: title })).toBeVisible();
});

test('a shared guide link opens its tab; a chosen tab is in the address and Back returns', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/documents/nin?tab=verification');
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'FAQs' }).click();
  await expect(page).toHaveURL('/documents/nin?tab=faqs');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/documents/nin#faqs');
  await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('a search box is a real form: it opens the results address', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
    await box.fill('NIN');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?from=hero&q=NIN');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });
});
