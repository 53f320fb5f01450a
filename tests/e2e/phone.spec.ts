import { expect, test } from './fixtures';
import { openPage, PUBLIC_PAGES } from './a11y.helpers';

test('a fresh page load starts at the top, even after another load scrolled far down', async ({ page }) => {
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(1000);
  // Off to another site in the same tab, then a link (or a typed address) back to the guide.
  await page.goto('about:blank');
  // openPage waits for the app on screen (app-ready, set in a layout effect of a component around the
  // layout whose own layout effect restores a position): had it restored one, it would be done by now.
  await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('Back still returns to where the visitor was', async ({ page }) => {
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  await page.evaluate(() => window.scrollTo({ top: 900, behavior: 'instant' }));
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
  // A click that does not scroll the link into view first, so 900 px is where the visitor left.
  await page.getByRole('link', { name: 'Privacy policy' }).evaluate((link: HTMLElement) => link.click());
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Privacy notice for Citizen Guide Nigeria' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle'); // the page has loaded: nothing is pending
  await page.goBack();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(900);
});

test.describe('on a phone at 200 % text', () => {
  test.use({ viewport: { width: 375, height: 667 } });

  test('the header scrolls away instead of covering a quarter of the screen', async ({ page }) => {
    await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    // The skip link stays wholly out of sight until it is focused (no sliver above the bar).
    const skip = await page.getByRole('link', { name: 'Skip to main content' }).boundingBox();
    expect(skip!.y + skip!.height).toBeLessThanOrEqual(0);
    await page.evaluate(() => window.scrollTo(0, 800));
    const covered = await page.evaluate(() => {
      const box = document.querySelector('header')!.getBoundingClientRect();
      return Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0)) / innerHeight;
    });
    expect(covered).toBeLessThanOrEqual(0.15);
  });

  test('choosing a guide tab keeps the page where it is (only a new page starts at its top)', async ({
    page,
  }) => {
    await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
    await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
    const tab = page.getByRole('tab', { name: 'Requirements' });
    await tab.evaluate((el) => el.scrollIntoView({ block: 'center', behavior: 'instant' }));
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(0);
    await tab.click();
    await expect(page).toHaveURL(/tab=requirements/);
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
  });
});

/** The contrast of an element's text against what is behind it, with its colour's alpha and opacity. */
function textContrast(el: Element): number {
  const rgba = (value: string) => (value.match(/[\d.]+/g) ?? []).map(Number);
  const luminance = ([r, g, b]: number[]) =>
    [r!, g!, b!]
      .map((c) => c / 255)
      .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4))
      .reduce((sum, c, i) => sum + c * [0.2126, 0.7152, 0.0722][i]!, 0);
  let node: Element | null = el;
  let bg = [255, 255, 255];
  while (node) {
    const [r, g, b, a = 1] = rgba(getComputedStyle(node).backgroundColor);
    if (a > 0) {
      bg = [r!, g!, b!];
      break;
    }
    node = node.parentElement;
  }
  const [r, g, b, a = 1] = rgba(getComputedStyle(el).color);
  const alpha = a * Number(getComputedStyle(el).opacity);
  const fg = [r!, g!, b!].map((c, i) => c * alpha + bg[i]! * (1 - alpha));
  const [light, dark] = [luminance(fg), luminance(bg)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

for (const colorScheme of ['light', 'dark'] as const) {
  test(`a disabled Coming Soon button stays legible (${colorScheme})`, async ({ page }) => {
    await page.emulateMedia({ colorScheme, reducedMotion: 'reduce' });
    await openPage(page, '/documents', PUBLIC_PAGES[1].h1);
    const button = page.getByRole('button', { name: 'Coming Soon' }).first();
    await expect(button).toBeDisabled();
    expect(await button.evaluate(textContrast)).toBeGreaterThanOrEqual(4.5);
  });
}

test('find-in-page reaches a closed part of the guide and opens it', async ({ page }) => {
  await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
  const faqs = page.locator('#nin-guide-tabpane-faqs');
  // Closed, but in the page for the browser's find-in-page (Chromium has hidden="until-found").
  await expect(faqs).toHaveAttribute('hidden', 'until-found');
  await expect(faqs.getByText('Do I have to pay to get a NIN?')).toBeHidden();
  // What the browser does on a match inside it.
  await faqs.evaluate((panel) => panel.dispatchEvent(new Event('beforematch')));
  await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
  await expect(faqs.getByText('Do I have to pay to get a NIN?')).toBeVisible();
});

test('every h2 on the public pages has one weight', async ({ page }) => {
  const weights = new Set<string>();
  for (const { path, h1 } of PUBLIC_PAGES.slice(0, 3)) {
    await openPage(page, path, h1);
    for (const weight of await page
      .locator('h2:visible')
      .evaluateAll((headings) => headings.map((h) => getComputedStyle(h).fontWeight)))
      weights.add(weight);
  }
  expect([...weights]).toEqual(['700']);
});

test('badge text is at least 12 px', async ({ page }) => {
  for (const { path, h1 } of PUBLIC_PAGES.slice(1, 3)) {
    await openPage(page, path, h1);
    const sizes = await page
      .locator('.badge:visible')
      .evaluateAll((badges) => badges.map((badge) => parseFloat(getComputedStyle(badge).fontSize)));
    expect(sizes.length, path).toBeGreaterThan(0);
    expect(Math.min(...sizes), path).toBeGreaterThanOrEqual(12);
  }
});
