import { type Page, type Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';
import { signIn } from './staff';
import { describeViolations, runAxe } from './axe';

// The chunks Vite names after the modules that are fetched only when a tester switches the tools on.
const PANEL_CHUNK = /\/assets\/mountTesterPanel-[^/]*\.js$/;
const INSPECTOR_CHUNK = /\/assets\/statelyInspector-[^/]*\.js$/;

/** Every script the page fetches from now on. */
function scriptRequests(page: Page): string[] {
  const urls: string[] = [];
  page.on('request', (request: Request) => {
    if (request.resourceType() === 'script') urls.push(request.url());
  });
  return urls;
}

/**
 * Stops the page's clock (installed before it loaded), so a machine's delay never passes by itself and
 * only "Fire now" can move it on: a journey that passed without the button working would be worthless.
 */
async function stopTime(page: Page) {
  await page.clock.pauseAt(Date.now() + 60_000);
}

const panel = (page: Page) => page.getByRole('complementary', { name: 'Tester panel' });
const machineCard = (page: Page, id: string) => panel(page).getByRole('region', { name: id });

test.describe('tester tools', () => {
  test('a page without the switch fetches neither the panel nor the inspector', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.goto('/');
    // Typed once the app runs (typedAhead.spec.ts covers a sign-up sent before it does).
    await waitForApp(page);
    const field = page.getByRole('textbox', { name: 'E-mail address' });
    // The machine itself loads (on focus), with the tester hooks but not the tools.
    await field.fill('ada@example.com');
    await field.press('Enter');
    await expect(page.getByText('Thank you for your interest!')).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((url) => PANEL_CHUNK.test(url) || INSPECTOR_CHUNK.test(url))).toEqual([]);
    await expect(panel(page)).toHaveCount(0);
  });

  test('?tester: step the newsletter through its 5 s thanks with "Fire now"', async ({ page }) => {
    const scripts = scriptRequests(page);
    await page.clock.install();
    await page.goto('/?tester');
    await expect(panel(page)).toBeVisible();
    await expect(panel(page).getByText('No machine is running on this page yet.')).toBeVisible();
    await stopTime(page);

    await page.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
    await page.getByRole('button', { name: 'Subscribe' }).click();
    await expect(page.getByText('Thank you for your interest!')).toBeVisible();

    const card = machineCard(page, 'newsletter');
    await expect(card.getByTestId('tester-state-newsletter')).toHaveText('thanks');
    await expect(card.getByText(/THANKS_RESET: 5 s, due at/)).toBeVisible();
    // A real wait, on purpose (as below): it shows the stopped clock holds the delay, not that time passes.
    await page.waitForTimeout(500); // real time passes, the page's does not: still thanking
    await expect(card.getByTestId('tester-state-newsletter')).toHaveText('thanks');
    await card.getByRole('button', { name: 'Fire now: THANKS_RESET' }).click();

    await expect(page.getByText('Thank you for your interest!')).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'E-mail address' })).toHaveValue('');
    await expect(card.getByTestId('tester-state-newsletter')).toHaveText('form');
    await expect(card.getByText('None.')).toBeVisible(); // no delay pending any more
    // A payload-free event is a button; the typed e-mail is not.
    await expect(card.getByRole('button', { name: 'Send SUBMITTED' })).toBeEnabled();
    await expect(card.getByText('EMAIL_CHANGED', { exact: true })).toBeVisible();

    expect(scripts.some((url) => PANEL_CHUNK.test(url))).toBe(true);
    expect(scripts.some((url) => INSPECTOR_CHUNK.test(url))).toBe(false);
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });

  test('the switch lasts for the visit, and ?tester=off ends it; the panel passes axe', async ({ page }) => {
    await page.goto('/?tester');
    await expect(panel(page)).toBeVisible();
    await page.getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
    await expect(
      machineCard(page, 'newsletter').getByRole('button', { name: 'Send SUBMITTED' }),
    ).toBeVisible();
    // The panel alone: while open it covers a corner of the page by design (a tester hides it to reach
    // what is under it), which axe rightly reports against the page's links there.
    const violations = await runAxe(page, { include: ['#tester-tools'] });
    expect(describeViolations(violations)).toEqual([]);
    await page.goto('/documents');
    await expect(panel(page)).toBeVisible();
    await page.goto('/documents?tester=off');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    await expect(panel(page)).toHaveCount(0);
    await page.goto('/');
    await page.waitForLoadState('networkidle');
    await expect(panel(page)).toHaveCount(0);
  });

  test('?tester: the generator through generating → preview with "Fire now", then replayed from its seed', async ({
    page,
  }) => {
    await page.clock.install();
    await signIn(page);
    await page.goto('/admin?tab=generator&tester');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

    const card = machineCard(page, 'generator');
    await expect(card.getByTestId('tester-state-generator')).toHaveText('idle');
    await stopTime(page);
    await page.getByRole('textbox', { name: 'Topic' }).fill('Voter card');
    await page.getByRole('button', { name: 'Generate' }).click();

    await expect(card.getByTestId('tester-state-generator')).toHaveText('generating.waiting');
    await expect(card.getByText(/GENERATION_DELAY: 1.5 s, due at/)).toBeVisible();
    const seed = await card.getByTestId('tester-run-seed').textContent();
    await page.waitForTimeout(500); // real time passes, the page's does not: still generating
    await expect(card.getByTestId('tester-state-generator')).toHaveText('generating.waiting');
    await card.getByRole('button', { name: 'Fire now: GENERATION_DELAY' }).click();

    await expect(card.getByTestId('tester-state-generator')).toHaveText('preview');
    const preview = page.getByRole('article');
    await expect(preview).toBeVisible();
    const title = await preview.getByRole('heading', { level: 4 }).textContent();
    await expect(card.getByRole('button', { name: 'Send PUBLISH' })).toBeEnabled();
    await card.getByRole('button', { name: 'Send DISCARD' }).click();
    await expect(page.getByRole('article')).toHaveCount(0);

    await card.getByRole('button', { name: `Replay run with seed ${seed}` }).click();
    await expect(page.getByRole('textbox', { name: 'Seed' })).toHaveValue(seed!);
    await card.getByRole('button', { name: 'Fire now: GENERATION_DELAY' }).click();
    await expect(page.getByRole('article').getByRole('heading', { level: 4 })).toHaveText(title!);
  });

  test('?inspect fetches the Stately inspector, which opens stately.ai only when asked', async ({ page }) => {
    // No network here: window.open is recorded instead of opening stately.ai.
    await page.addInitScript(() => {
      const opened: string[] = [];
      Object.assign(window, { openedWindows: opened });
      window.open = (url?: string | URL) => {
        opened.push(String(url));
        return null;
      };
    });
    const scripts = scriptRequests(page);
    await page.goto('/?inspect');
    const open = panel(page).getByRole('button', { name: 'Open the Stately inspector' });
    await expect(open).toBeEnabled();
    expect(scripts.some((url) => INSPECTOR_CHUNK.test(url))).toBe(true);
    expect(
      await page.evaluate(() => (window as unknown as { openedWindows: string[] }).openedWindows),
    ).toEqual([]);
    await open.click();
    expect(
      await page.evaluate(() => (window as unknown as { openedWindows: string[] }).openedWindows),
    ).toEqual(['https://stately.ai/inspect']);
  });
});
