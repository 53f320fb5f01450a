import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isNarrow, waitForApp } from './a11y.helpers';
import { MIN_HUMAN_MS } from '@/shared/api/botCheck';
import { mailFor } from './mailCatcher';
import { strangerEmail } from './staff';

/*
 * No early tap is lost (issue 30). On a slow phone the page's HTML is on screen seconds before its
 * script has run, and people tap and type at once. These journeys open a page on a throttled connection
 * and CPU, tap and type at 0.5 s — before the app (its script held back until then, so the tap is early
 * however fast this machine is) — and check that what the tap asked for happened: the menu opened, the
 * tab's page is shown, the address was subscribed. Then the app arrives and must carry on from there.
 * (typedAhead.spec.ts: what is typed early and sent once the app runs.)
 */

/** When the visitor taps, counted from the start of the page's load. */
const TAP_AT_MS = 500;

/**
 * Opens `path` as a slow phone does (slow 4G, the CPU 6× slower) with the app's entry script held
 * back, and waits until TAP_AT_MS after the load began. Returns what lets the script arrive.
 */
async function openEarly(page: Page, path: string): Promise<() => Promise<void>> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  const start = Date.now();
  await page.goto(path, { waitUntil: 'commit' });
  // A real wait, on purpose: what is early is the page's loading on a throttled connection and CPU, which
  // run in real time; Playwright's clock would move the page's timers, not the download.
  await page.waitForTimeout(Math.max(0, TAP_AT_MS - (Date.now() - start)));
  await expect(page.locator('html')).not.toHaveClass(/\bapp-ready\b/);
  return async () => {
    release();
    // The app arrives on the same slow connection; its CPU back to this machine's, to keep the run short.
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    await waitForApp(page);
  };
}

/** The header's category menu named `name`: in the bar from 768 px, in the slide-out panel below. */
function category(menu: Locator, name: string) {
  return menu.getByRole('button', { name });
}

test('a category menu tapped before the app opens, and the app carries on with it open', async ({ page }) => {
  const appArrives = await openEarly(page, '/');
  const header = page.getByRole('banner');
  let menu: Locator = header.getByRole('navigation', { name: 'Main menu' });
  if (isNarrow(page)) {
    await header.getByRole('button', { name: 'Open menu' }).click();
    menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu).toBeVisible();
  }
  await category(menu, 'Documents').click();
  const nin = menu.getByRole('link', { name: 'National Identification Number (NIN)' });
  await expect(nin).toBeVisible();
  await expect(page.locator('html')).not.toHaveClass(/\bapp-ready\b/);

  await appArrives();
  await expect(nin).toBeVisible();
  await expect(category(menu, 'Documents')).toHaveAttribute('aria-expanded', 'true');
  if (isNarrow(page))
    await expect(header.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'true');
  // The app's own behaviour from here: Escape closes the menu and gives its button focus back.
  await nin.focus();
  await page.keyboard.press('Escape');
  await expect(nin).toBeHidden();
  await expect(category(menu, 'Documents')).toHaveAttribute('aria-expanded', 'false');
  await expect(category(menu, 'Documents')).toBeFocused();
});

test('a guide tab tapped before the app opens that part’s page, which the app shows', async ({ page }) => {
  const appArrives = await openEarly(page, '/documents/nin');
  await page.getByRole('tab', { name: 'Process' }).click();
  await expect(page).toHaveURL('/documents/nin?tab=process');
  // The server's page for that address: the tab chosen, before any script has run.
  await expect(page.getByRole('tab', { name: 'Process' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.locator('html')).not.toHaveClass(/\bapp-ready\b/);

  await appArrives();
  await expect(page.getByRole('tabpanel', { name: 'Process' })).toBeVisible();
  await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
  await expect(page.getByRole('tab', { name: 'Process' })).toHaveAttribute('aria-selected', 'true');
});

test('a documents tab tapped before the app shows its cards', async ({ page }) => {
  const appArrives = await openEarly(page, '/documents');
  await page.getByRole('tab', { name: 'Business' }).click();
  await expect(page).toHaveURL('/documents?tab=business');
  const cards = () => page.getByRole('tabpanel').getByRole('heading', { level: 2 });
  await expect(cards()).toHaveText(['TIN', 'Business registration']);

  await appArrives();
  await expect(page.getByRole('tab', { name: 'Business' })).toHaveAttribute('aria-selected', 'true');
  await expect(cards()).toHaveText(['TIN', 'Business registration']);
  await page.getByRole('tab', { name: 'Civil' }).click();
  await expect(page).toHaveURL('/documents?tab=civil');
});

test('a newsletter address typed and sent before the app is subscribed, and the page says so', async ({
  page,
}) => {
  const appArrives = await openEarly(page, '/');
  const address = strangerEmail();
  const signup = page.getByRole('region', { name: 'Get new guides in your inbox' });
  await signup.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await signup.getByRole('textbox', { name: 'E-mail address' }).press('Enter');
  // Sent without the app: the server answers with the home page, thanking for that address.
  await expect(signup.getByText('Thank you for your interest!')).toBeVisible();
  await expect(signup.getByText(address)).toBeVisible();

  await appArrives();
  await mailFor(address, /^Confirm your subscription/);
});

test('a newsletter sent while its code is still on its way shows it is on its way, then is subscribed', async ({
  page,
}) => {
  // The app runs; the sign-up's machine is what has not arrived yet.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/signupMachine-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  // The bot check counts from the page's start (performance.now()): on a quick machine this journey sends
  // within MIN_HUMAN_MS and would be taken for a bot, whose sign-up is answered but never mailed. The
  // page's clock, installed before it loads, moves on as long as a person takes.
  await page.clock.install();
  // The sign-up asks for its machine once its own code runs (it loads below the fold, after the page's):
  // watched from the start, as that may be before the app is seen to run.
  const asked = page.waitForRequest(/\/assets\/signupMachine-[\w-]+\.js$/);
  await page.goto('/');
  await waitForApp(page);
  const address = strangerEmail();
  const signup = page.getByRole('region', { name: 'Get new guides in your inbox' });
  await signup.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await asked;
  await page.clock.fastForward(MIN_HUMAN_MS + 100);
  await signup.getByRole('button', { name: 'Subscribe' }).click();
  await expect(signup.getByRole('button', { name: 'Sending…' })).toHaveAttribute('aria-busy', 'true');
  release();
  await expect(signup.getByText('Thank you for your interest!')).toBeVisible();
  await mailFor(address, /^Confirm your subscription/);
});
