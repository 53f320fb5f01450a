import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isNarrow, openSlideOutMenu, waitForApp, watchConsole } from './a11y.helpers';

/**
 * Issue 22: the guide survives an old phone and a failed download. Nothing hides a part of a page until
 * the app is on screen; when it cannot start, every part stays readable with a notice and a reload link.
 */

const GUIDE_H1 = 'National Identification Number (NIN)';
const PARTS = ['Overview', 'Requirements', 'Process', 'Verification', 'FAQs'];
const NOTICE = 'Some features are not available right now, but everything on this page can still be read.';
const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

/**
 * Removes, before any of the page's scripts runs, what the oldest browsers in package.json's browserslist
 * (Chrome and Android WebView 80, Safari 15.0) do not have: each was added to the web after them.
 */
function removeNewerApis() {
  const remove = (owner: object, names: string[]) =>
    names.forEach((name) => Reflect.deleteProperty(owner, name));
  remove(Crypto.prototype, ['randomUUID']); // Chrome 92, Safari 15.4
  remove(Array.prototype, ['at', 'findLast', 'findLastIndex', 'toSorted', 'toReversed', 'toSpliced', 'with']);
  remove(String.prototype, ['at', 'replaceAll', 'isWellFormed', 'toWellFormed']); // replaceAll: Chrome 85
  remove(Object, ['hasOwn', 'groupBy']); // Chrome 93 and 117
  remove(Promise, ['any', 'withResolvers']); // Chrome 85 and 119
  remove(globalThis, ['structuredClone', 'AggregateError', 'WeakRef', 'FinalizationRegistry']);
  remove(globalThis, ['BroadcastChannel']); // Safari 15.4
  remove(Navigator.prototype, ['locks']); // Safari 15.4
  remove(HTMLDialogElement.prototype, ['showModal']); // Safari 15.4
  remove(Element.prototype, ['checkVisibility']); // Chrome 105
  remove(AbortSignal, ['timeout', 'any']); // Chrome 103 and 116
  remove(Intl, ['Segmenter']); // Chrome 87
}

/** Every part of the guide is on screen, one after the other, each under its name. */
async function expectWholeGuide(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: GUIDE_H1 })).toBeVisible();
  const parts = page.locator('.guide-panel');
  await expect(parts).toHaveCount(PARTS.length);
  for (const [index, name] of PARTS.entries()) {
    await expect(parts.nth(index)).toBeVisible();
    if (index > 0) await expect(parts.nth(index).getByRole('heading', { level: 2, name })).toBeVisible();
  }
}

const notice = (page: Page) => page.getByText(NOTICE);

/** Holds the app's entry script until `release()`: the page as it is while the app is on its way. */
async function holdEntryScript(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(ENTRY_SCRIPT, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test.describe('on a phone whose browser lacks what newer browsers have', () => {
  test.beforeEach(async ({ page }) => {
    await page.addInitScript(removeNewerApis);
  });

  test('the NIN guide starts, and its tabs switch parts', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/documents/nin');
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Requirements' }).click();
    await expect(page.getByRole('tabpanel', { name: 'Requirements' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
    await expect(notice(page)).toBeHidden();
    expect(problems).toEqual([]);
  });

  test('search shows results, and the staff area asks for a sign-in', async ({ page }) => {
    const problems = watchConsole(page);
    await page.goto('/search?q=NIN');
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('listitem').first()).toBeVisible();
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('the menu opens and closes without the browser’s own dialog', async ({ page }) => {
    test.skip(!isNarrow(page), 'the slide-out menu is the phone layout');
    await page.goto('/documents/nin');
    await waitForApp(page);
    const panel = await openSlideOutMenu(page);
    await panel.getByRole('button', { name: 'Close' }).click();
    await expect(panel).toBeHidden();
  });
});

test.describe('when the app cannot start', () => {
  test('its script failed to download: the whole guide stays readable, with a notice and a reload link', async ({
    page,
  }) => {
    await page.route(ENTRY_SCRIPT, (route) => route.abort('connectionreset'));
    await page.goto('/documents/nin');
    await expectWholeGuide(page);
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await expect(notice(page)).toBeVisible();
    // The connection is back: the notice's link loads the page again, and now the app runs it.
    await page.unroute(ENTRY_SCRIPT);
    await page.getByRole('link', { name: 'Reload the page' }).click();
    await waitForApp(page);
    await expect(notice(page)).toBeHidden();
    await page.getByRole('tab', { name: 'FAQs' }).click();
    await expect(page.getByRole('tabpanel', { name: 'FAQs' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
  });

  test('its script failed to download: search and the staff area say so instead of waiting', async ({
    page,
  }) => {
    await page.route(ENTRY_SCRIPT, (route) => route.abort('connectionreset'));
    await page.goto('/search?q=NIN');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(notice(page)).toBeVisible();
    await page.goto('/admin');
    await expect(notice(page)).toBeVisible();
    await expect(page.getByText('Checking that you are signed in…')).toBeHidden();
  });

  test('it stopped while starting: the guide stays as sent, with the notice', async ({ page }) => {
    await page.addInitScript(() => {
      Crypto.prototype.getRandomValues = () => {
        throw new Error('no randomness on this phone');
      };
    });
    await page.goto('/documents/nin');
    await expect(notice(page)).toBeVisible();
    await expectWholeGuide(page);
    await expect(page.locator('html')).not.toHaveClass(/\bapp-ready\b/);
  });

  test("the page's own code failed to download: the guide stays readable, not an error page", async ({
    page,
  }) => {
    await page.route(/\/assets\/GuideRoute-[^/]+\.js$/, (route) => route.abort('internetdisconnected'));
    await page.goto('/documents/nin');
    await expectWholeGuide(page);
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(notice(page)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toHaveCount(0);
  });
});

test('while the app is on its way every part is readable, and its tabs keep their place when it arrives', async ({
  page,
}) => {
  const release = await holdEntryScript(page);
  await page.goto('/documents/nin', { waitUntil: 'commit' });
  await expectWholeGuide(page);
  const tabs = page.getByRole('tablist');
  await expect(tabs).toBeVisible();
  await expect(notice(page)).toBeHidden();
  const before = await tabs.boundingBox();
  release();
  await waitForApp(page);
  await expect(page.getByRole('tabpanel', { name: 'Requirements' })).toBeHidden();
  expect(await tabs.boundingBox()).toEqual(before);
});

test('a part’s own address shows that part first while the app is on its way, and nothing moves when it arrives', async ({
  page,
}) => {
  // Issue 30: a shared ?tab=faqs link painted the whole guide from the Overview down, then jumped to the
  // FAQs when the app hid the parts above them (Lighthouse: layout shift 0.356 on a phone).
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const release = await holdEntryScript(page);
  await page.goto('/documents/nin?tab=faqs', { waitUntil: 'commit' });
  const faqs = page.getByRole('tabpanel', { name: 'FAQs' });
  await expect(faqs).toBeVisible();
  const before = await faqs.boundingBox();
  // Every part is still readable meanwhile, after the one asked for, each under its name.
  for (const name of PARTS.filter((part) => part !== 'FAQs')) {
    const part = page.getByRole('tabpanel', { name });
    await expect(part.getByRole('heading', { level: 2, name })).toBeVisible();
    expect((await part.boundingBox())!.y).toBeGreaterThan(before!.y + before!.height);
  }
  release();
  await waitForApp(page);
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
  const after = await faqs.boundingBox();
  expect({ x: after!.x, y: after!.y }).toEqual({ x: before!.x, y: before!.y });
  const shifts = await page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);
  expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThanOrEqual(0.02);
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the guide shows every part without tabs, and says what needs JavaScript, not that something failed', async ({
    page,
  }) => {
    await page.goto('/documents/nin');
    await expectWholeGuide(page);
    await expect(page.getByRole('tablist')).toBeHidden();
    await expect(page.getByText('Only the staff area needs it switched on.')).toBeVisible();
    await expect(notice(page)).toBeHidden();
  });
});
