import type { Page } from '@playwright/test';
import { expectNoAxeViolations } from './axe';
import { expect, test } from './fixtures';

// A part of the site whose code failed to download (a phone's connection dropped it) is tried again in
// place: the error page's "Try again" brings the page without reloading what the visitor has open, a
// part below a page's content keeps the page and arrives later, and after a deploy the page reloads once,
// at its address, to the new version (issue 30).

const ERROR = { level: 1, name: 'Unexpected Application Error!' } as const;

/** Opens `path` and waits for the app to run it; marks the window, so a later reload would show. */
async function openWithApp(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator('html')).toHaveClass(/app-ready/);
  await page.evaluate(() => Object.assign(window, { openedOnce: true }));
}

/** Whether the window is still the one `openWithApp` opened: no reload, no full navigation since. */
const sameWindow = (page: Page) =>
  page.evaluate(
    () =>
      (window as { openedOnce?: boolean }).openedOnce === true &&
      performance.getEntriesByType('navigation').length === 1,
  );

test('a page whose code did not download comes with Try again, in place, without a reload', async ({
  page,
}) => {
  let blocked = true;
  await page.route(/\/assets\/DocumentsRoute-[\w-]+\.js$/, (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  );
  await openWithApp(page, '/');
  await page.getByRole('main').getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByRole('heading', ERROR)).toBeVisible();
  await expect(page).toHaveURL(/\/documents$/);
  await expectNoAxeViolations(page, 'the error page with Try again');

  // Still down: Try again fails the same way, and can be pressed again.
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', ERROR)).toBeVisible();

  blocked = false;
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByRole('heading', ERROR)).toBeHidden();
  expect(await sameWindow(page)).toBe(true);
});

test('a page whose code did not download comes when the visitor goes elsewhere and back', async ({
  page,
}) => {
  let blocked = true;
  await page.route(/\/assets\/DocumentsRoute-[\w-]+\.js$/, (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  );
  await openWithApp(page, '/');
  await page.getByRole('main').getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByRole('heading', ERROR)).toBeVisible();

  blocked = false;
  await page.goBack();
  await expect(page.getByRole('main').getByRole('link', { name: 'Documents', exact: true })).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  expect(await sameWindow(page)).toBe(true);
});

test('a guide whose parts below the text did not download stays, and they come with the connection', async ({
  page,
  context,
}) => {
  let blocked = true;
  await page.route(/\/assets\/(PageFeedback|GuideShare)-[\w-]+\.js$/, (route) =>
    blocked ? route.abort('internetdisconnected') : route.continue(),
  );
  const shareFailed = page.waitForEvent('requestfailed', (request) => /\/GuideShare-/.test(request.url()));
  await page.goto('/documents/nin');
  await expect(page.locator('html')).toHaveClass(/app-ready/);
  const guide = page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' });
  // The guide and its parts' server HTML stay: the error page used to replace them all.
  await expect(guide).toBeVisible();
  await expect(page.getByRole('heading', ERROR)).toBeHidden();
  const copy = page.getByRole('button', { name: 'Copy link' });
  await expect(copy).toBeDisabled(); // not hydrated: its code is not here
  await expect(page.getByRole('button', { name: 'Yes', exact: true })).toBeVisible();

  // Its download has failed (had the browser come back online before that, the part would rightly wait
  // out its pause, longer than this journey waits).
  await shareFailed;
  blocked = false;
  // Back online: the parts are asked for at once, without waiting out their pause.
  await context.setOffline(true);
  await context.setOffline(false);
  await expect(copy).toBeEnabled();
  await expect(guide).toBeVisible();
});

test('after a deploy, the page whose old code is gone reloads once, at its address, to the new version', async ({
  page,
}) => {
  await openWithApp(page, '/');
  // The app's entry: the build's runtime, the module script before it, may keep its name in a new version.
  const entry = await page.locator('script[type="module"][src*="/assets/index-"]').getAttribute('src');
  // The deploy: this version's files are gone from the server until the new version's page is loaded.
  let deployed = true;
  await page.route(/\/assets\/DocumentsRoute-[\w-]+\.js$/, (route) =>
    deployed ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  await page.route(`**${entry!}`, (route) =>
    deployed ? route.fulfill({ status: 404, body: 'Not found' }) : route.continue(),
  );
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) {
      pages.push(new URL(request.url()).pathname);
      deployed = false; // the new version's page, whose files are all there
    }
  });

  await page.getByRole('main').getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.locator('html')).toHaveClass(/app-ready/);
  await expect(page).toHaveURL(/\/documents$/);
  expect(pages).toEqual(['/documents']);
  expect(await page.evaluate(() => 'openedOnce' in window)).toBe(false);
});

test('a deploy that is itself broken reloads the page once, then leaves it as the server sent it', async ({
  page,
}) => {
  await openWithApp(page, '/');
  const entry = await page.locator('script[type="module"][src*="/assets/index-"]').getAttribute('src');
  await page.route(/\/assets\/DocumentsRoute-[\w-]+\.js$/, (route) =>
    route.fulfill({ status: 404, body: 'Not found' }),
  );
  // The old script is gone for the check (HEAD); the page still starts (GET), but its page's code never comes.
  await page.route(`**${entry!}`, (route) =>
    route.request().method() === 'HEAD' ? route.fulfill({ status: 404, body: '' }) : route.continue(),
  );
  const pages: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest()) pages.push(new URL(request.url()).pathname);
  });

  await page.getByRole('main').getByRole('link', { name: 'Documents', exact: true }).click();
  await expect(page.locator('html')).toHaveClass(/app-failed/);
  // The prerendered page, readable, with the notice that some features are missing: no loop of reloads.
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
  await expect(page.getByText('Some features are not available right now')).toBeVisible();
  // The class comes after the page decided not to reload again.
  expect(pages).toEqual(['/documents']);
});
