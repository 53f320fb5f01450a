import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openPage, waitForApp } from './a11y.helpers';

/**
 * Issue 30: what a page hydrates and downloads before anyone touches it. Static text is adopted as it
 * came (and its links still work inside the app), a page of results or suggestions the server rendered
 * needs no search index, and the stored data and the feedback form load only when they are needed.
 */

// What the page asks for itself: the service worker's copies for offline use are not the page's load.
test.use({ serviceWorkers: 'block' });

/** The addresses of every script and API read the page asks for from now on. */
function watchRequests(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  return {
    /** Whether any request so far matches. */
    asked: (pattern: RegExp) => urls.some((url) => pattern.test(url)),
  };
}

// Chunks named by their modules (Vite keeps the name: siteSearch-<hash>.js).
const SEARCH_INDEX = /\/assets\/siteSearch-[\w-]+\.js$/;
const SEARCH_LIST = /^\/api\/search\/articles$/;
const STORED_DATA = /\/assets\/browserData-[\w-]+\.js$/;
const FEEDBACK = /\/assets\/PageFeedback-[\w-]+\.js$/;
const GUIDE_SURROUNDINGS = /\/assets\/GuideSurroundings-[\w-]+\.js$/;
const TRANSLATION_REPORT = /\/assets\/TranslationReport-[\w-]+\.js$/;
const PAGE_UPDATES = /\/assets\/(PageUpdates|GuideUpdates)-[\w-]+\.js$/;
const STAFF_NOTICE = /\/assets\/GuideStaff(Notice|Facts)-[\w-]+\.js$/;
const TRANSLATION_CHECKED = /\/assets\/GuideTranslationChecked-[\w-]+\.js$/;

/** Marks this document, so a test can tell a link followed inside the app from a page load. */
const markDocument = (page: Page) => page.evaluate(() => ((window as { marked?: boolean }).marked = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as { marked?: boolean }).marked === true);

test('a guide’s text and the footer are hydrated as they came; their links are followed inside the app', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await openPage(page, '/documents/nin', 'National Identification Number (NIN)');
  await page.waitForLoadState('networkidle');
  // A visit that only reads: no stored data to read, no feedback form used.
  expect(requests.asked(STORED_DATA)).toBe(false);
  expect(requests.asked(FEEDBACK)).toBe(false);
  // Adopted, not drawn again: the guide's sections are the very elements the server sent.
  await expect(page.locator('[data-static] section').first()).toBeVisible();
  await markDocument(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy policy' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacy notice for Citizen Guide Nigeria' }),
  ).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
});

test('a results page the server rendered downloads no index, until the person searches again', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto('/search?q=nin');
  await waitForApp(page);
  const results = page.getByRole('list', { name: 'Results' });
  await expect(results.getByRole('link').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.asked(SEARCH_INDEX)).toBe(false);
  expect(requests.asked(SEARCH_LIST)).toBe(false);
  // A result is followed inside the app.
  await markDocument(page);
  await page.getByRole('main').getByRole('searchbox').fill('passport');
  await page.getByRole('main').getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/q=passport/);
  await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
  expect(requests.asked(SEARCH_INDEX)).toBe(true);
  expect(await stillMarked(page)).toBe(true);
});

test('the not-found page comes with its suggestions, hydrated without the index', async ({ page }) => {
  const requests = watchRequests(page);
  const response = await page.goto('/documents/national-identification');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  await waitForApp(page);
  const suggestion = page
    .getByRole('main')
    .getByRole('link', { name: /National Identification Number/ })
    .first();
  await expect(suggestion).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests.asked(SEARCH_INDEX)).toBe(false);
  await markDocument(page);
  await suggestion.click();
  await expect(page).not.toHaveURL(/national-identification$/);
  expect(await stillMarked(page)).toBe(true);
});

test('the feedback question loads its code when someone uses it, and then works', async ({ page }) => {
  const requests = watchRequests(page);
  await openPage(page, '/documents/nin', 'National Identification Number (NIN)');
  await page.waitForLoadState('networkidle');
  expect(requests.asked(FEEDBACK)).toBe(false);
  const feedback = page.getByRole('region', { name: 'Is this page useful?' });
  await feedback.getByRole('button', { name: 'Yes' }).focus();
  await expect.poll(() => requests.asked(FEEDBACK)).toBe(true);
  await markDocument(page);
  await feedback.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('Thank you for your feedback.')).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
});

test('the translation report loads its code when its button is pressed; the press opens the form', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await openPage(page, '/yo/documents/nin', 'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN)');
  await page.waitForLoadState('networkidle');
  expect(requests.asked(TRANSLATION_REPORT)).toBe(false);
  await markDocument(page);
  // One press: the code is asked for then, and the click waits for it (its page is not reloaded).
  const report = 'Ròyìn ìṣòro kan nínú ìtumọ̀ yìí';
  await page.getByRole('button', { name: report }).click();
  const form = page.getByRole('form', { name: report });
  await expect(form.getByRole('textbox', { name: 'Kí ni kò tọ̀nà?' })).toBeFocused();
  expect(requests.asked(TRANSLATION_REPORT)).toBe(true);
  expect(await stillMarked(page)).toBe(true);
});

test('a guide’s breadcrumb and sidebar come as the server wrote them; their code loads when the app draws a guide', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await openPage(page, '/documents/nin', 'National Identification Number (NIN)');
  await page.waitForLoadState('networkidle');
  await expect(page.getByRole('complementary', { name: 'Related documents and help' })).toBeVisible();
  expect(requests.asked(GUIDE_SURROUNDINGS)).toBe(false);
  await markDocument(page);
  // Their links are followed inside the app; a guide the app then opens draws them itself.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Documents' }).click();
  await page.getByRole('link', { name: 'View Guide' }).click();
  const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
  await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Documents']);
  await expect(page.getByRole('complementary', { name: 'Related documents and help' })).toBeVisible();
  expect(requests.asked(GUIDE_SURROUNDINGS)).toBe(true);
  expect(await stillMarked(page)).toBe(true);
});

test('a guide’s “Last updated” and its updates come as the server wrote them; “see all updates” scrolls to them; the app draws them for a guide it opens', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await openPage(page, '/documents/nin', 'National Identification Number (NIN)');
  await page.waitForLoadState('networkidle');
  const updates = page.getByRole('region', { name: 'Updates to this page' });
  await expect(updates.getByText('First published.')).toBeAttached();
  expect(requests.asked(PAGE_UPDATES)).toBe(false);
  // What only staff see: a visitor's guide asks for none of its code.
  expect(requests.asked(STAFF_NOTICE)).toBe(false);
  await markDocument(page);
  // The in-page link, followed by the router: the address takes the #fragment and the list is in view.
  await page.getByRole('link', { name: 'see all updates' }).click();
  await expect(page).toHaveURL(/\/documents\/nin#updates$/);
  await expect(updates).toBeInViewport();
  expect(await stillMarked(page)).toBe(true);
  // A guide the app opens draws them itself.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Documents' }).click();
  await page.getByRole('link', { name: 'View Guide' }).click();
  await expect(page.getByText(/^Last updated \d{1,2} \w+ \d{4} — see all updates$/)).toBeVisible();
  await expect(page.getByRole('region', { name: 'Updates to this page' })).toBeAttached();
  expect(requests.asked(PAGE_UPDATES)).toBe(true);
  expect(await stillMarked(page)).toBe(true);
});

test('an article’s “Last updated” and its updates come as the server wrote them; “see all updates” scrolls to them', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await page.goto('/articles/how-to-get-your-national-identification-number-nin');
  await waitForApp(page);
  await page.waitForLoadState('networkidle');
  const updates = page.getByRole('region', { name: 'Updates to this page' });
  await expect(updates.getByText('First published.')).toBeAttached();
  expect(requests.asked(PAGE_UPDATES)).toBe(false);
  await markDocument(page);
  await page.getByRole('link', { name: 'see all updates' }).click();
  await expect(page).toHaveURL(/#updates$/);
  await expect(updates).toBeInViewport();
  expect(await stillMarked(page)).toBe(true);
});

test('a translation’s “last checked” line comes as the server wrote it; the app draws it for a guide it opens', async ({
  page,
}) => {
  const requests = watchRequests(page);
  await openPage(page, '/yo/documents/nin', 'Nọ́mbà Ìdánimọ̀ Orílẹ̀-èdè (NIN)');
  await page.waitForLoadState('networkidle');
  const checked = /Ìgbà tí a yẹ ìtumọ̀ yìí wò kẹ́yìn: /;
  await expect(page.getByText(checked)).toBeVisible();
  expect(requests.asked(TRANSLATION_CHECKED)).toBe(false);
  await markDocument(page);
  // The breadcrumb's "Documents", then the guide's card.
  await page.getByRole('main').getByRole('navigation').locator('a[href="/yo/documents"]').click();
  await page.getByRole('main').locator('a[href="/yo/documents/nin"]').first().click();
  await expect(page.getByText(checked)).toBeVisible();
  expect(requests.asked(TRANSLATION_CHECKED)).toBe(true);
  expect(await stillMarked(page)).toBe(true);
});
