import type { Browser, Page, Request } from '@playwright/test';
import { PAGE_VIEW_PATH, SEARCH_COUNT_PATH } from '@/shared/api/visits';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';
import { signIn } from './staff';

/** Words of this journey's own, so its counts stand apart from every other journey's on the server. */
const token = (testId: string) =>
  `qz${testId
    .replace(/[^a-z0-9]/gi, '')
    .slice(-6)
    .toLowerCase()}${Date.now().toString(36)}`;

const isCount = (request: Request) => new URL(request.url()).pathname.startsWith('/api/visits/');

/** Searches from the results page's own box (every layout has it) and waits for the answer. */
async function searchFor(page: Page, words: string) {
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
  const counted = page.waitForRequest((request) => request.url().endsWith(SEARCH_COUNT_PATH));
  await box.fill(words);
  await box.press('Enter');
  await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty();
  await counted;
}

test('a visitor’s page views and searches reach the staff’s Analytics tab, privately', async ({
  browser,
}, testInfo) => {
  const words = token(testInfo.testId);
  const site = `${words}.example.org`;
  const visitor = await browser.newContext();
  const page = await visitor.newPage();
  // Arriving from another site (only its host name is kept); the count goes once the page has loaded.
  const viewed = page.waitForRequest((request) => request.url().endsWith(PAGE_VIEW_PATH));
  await page.goto('/documents', { referer: `https://${site}/a/private/path?who=me` });
  await waitForApp(page);
  await viewed;

  // A search sent as a page (counted by the server), then in the app (counted by the beacon).
  await page.goto(`/search?q=${encodeURIComponent(`passport ${words}`)}`);
  await waitForApp(page);
  await expect(page.getByRole('list', { name: 'Results' })).toBeVisible();
  for (const typed of [`Passport ${words}`, `PASSPORT ${words}`, `passport  ${words}`])
    await searchFor(page, typed);
  await searchFor(page, `xjqv ${words}`);
  await visitor.close();

  // The staff, in another browser.
  const staff = await browser.newContext();
  const admin = await staff.newPage();
  await signIn(admin);
  await admin.goto('/admin?tab=analytics');
  const real = admin.getByRole('region', { name: 'Real figures: the last 30 days' });
  await expect(real.getByRole('definition').first()).toBeVisible();
  const after = (name: string) =>
    real.getByRole('heading', { name }).locator('xpath=following-sibling::*[1]');
  await expect(after('Most viewed pages')).toContainText('/documents');
  await expect(after('Sites visitors came from')).toContainText(site);
  await expect(real.getByRole('list', { name: 'Top searches' })).toContainText(
    new RegExp(`passport\\s+${words} \\(4\\)`, 'i'),
  );
  await expect(real.getByRole('list', { name: 'Searches that found nothing' })).toContainText(
    `xjqv ${words} (1)`,
  );
  await expect(real.getByRole('list', { name: 'Searches that found nothing' })).not.toContainText(
    `passport ${words}`,
  );
  // The views over time, as a table too.
  await real.getByText('Show the page views per day as a table').click();
  await expect(real.getByRole('table', { name: 'Page views per day' }).getByRole('row')).toHaveCount(31);
  await staff.close();
});

/** What privateVisitor's pages note: how often the beacon read the setting, and what it sent. */
interface PrivatePage {
  settingRead: number;
  countsSent: string[];
}

/** Until the page's beacon has asked the visitor's setting `times` times, then what the page sent. */
async function sentOnceAsked(page: Page, times: number) {
  await page.waitForFunction((n) => (window as unknown as PrivatePage).settingRead >= n, times);
  return page.evaluate(() =>
    (window as unknown as PrivatePage).countsSent.filter((url) => url.includes('/api/visits/')),
  );
}

/** A visitor's browser that asks not to be tracked, and every count request it makes. */
async function privateVisitor(browser: Browser, ask: 'dnt' | 'gpc') {
  // A browser with the setting on says so in its requests' headers too (the server ignores those).
  const context = await browser.newContext({
    extraHTTPHeaders: ask === 'gpc' ? { 'Sec-GPC': '1' } : { DNT: '1' },
  });
  // Each page notes when the setting is read (the beacon asks it before every count: visitBeacon.ts)
  // and every count it sends, as it sends it.
  await context.addInitScript((signal) => {
    const page = window as unknown as PrivatePage;
    page.settingRead = 0;
    page.countsSent = [];
    function read(value: unknown) {
      return () => {
        page.settingRead += 1;
        return value;
      };
    }
    if (signal === 'gpc')
      Object.defineProperty(Navigator.prototype, 'globalPrivacyControl', { get: read(true) });
    else Object.defineProperty(Navigator.prototype, 'doNotTrack', { get: read('1') });
    const sendBeacon = Navigator.prototype.sendBeacon;
    Navigator.prototype.sendBeacon = function (url, data) {
      page.countsSent.push(String(url));
      return sendBeacon.call(this, url, data);
    };
    const fetch = window.fetch;
    window.fetch = (input, init) => {
      page.countsSent.push(input instanceof Request ? input.url : String(input));
      return fetch(input, init);
    };
  }, ask);
  const counts: string[] = [];
  context.on('request', (request) => {
    if (isCount(request)) counts.push(request.url());
  });
  return { context, counts };
}

for (const ask of ['gpc', 'dnt'] as const)
  test(`with ${ask === 'gpc' ? 'Global Privacy Control' : 'Do Not Track'} on, nothing is counted`, async ({
    browser,
  }, testInfo) => {
    const { context, counts } = await privateVisitor(browser, ask);
    const page = await context.newPage();
    await page.goto('/documents', { referer: 'https://elsewhere.example.org/' });
    await waitForApp(page);
    // The beacon, loaded once the page is idle, has asked the setting for this page view: nothing sent.
    expect(await sentOnceAsked(page, 1)).toEqual([]);
    await page.goto('/search?q=passport');
    await waitForApp(page);
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
    await box.fill(`xjqv ${token(testInfo.testId)}`);
    await box.press('Enter');
    await expect(page.getByRole('main').getByRole('status')).not.toBeEmpty();
    // Asked for this page view and for the search: nothing sent by the page, nothing seen on the network.
    expect(await sentOnceAsked(page, 2)).toEqual([]);
    expect(counts).toEqual([]);
    await context.close();
  });
