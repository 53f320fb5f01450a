import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  clippedElements,
  horizontalOverflow,
  openPage,
  openSlideOutMenu,
  PUBLIC_PAGES,
} from './a11y.helpers';

/** Opens each NIN guide tab in turn and checks it fits the width with nothing cut off. */
async function expectEveryGuideTabFits(page: Page) {
  for (const tab of ['Overview', 'Requirements', 'Process', 'Verification', 'FAQs']) {
    await page.getByRole('tab', { name: tab }).click();
    await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
    expect(await horizontalOverflow(page), tab).toBeLessThanOrEqual(0);
    expect(await clippedElements(page), tab).toEqual([]);
  }
}

// WCAG 1.4.10: 320 px is 1280 px at 400 % zoom; 640 px is 1280 px at 200 % browser zoom.
for (const width of [320, 640]) {
  test.describe(`reflow at ${width} px`, () => {
    test.use({ viewport: { width, height: 640 } });

    for (const { path, h1 } of PUBLIC_PAGES) {
      test(`${path} needs no sideways scrolling`, async ({ page }) => {
        await openPage(page, path, h1);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await clippedElements(page)).toEqual([]);
      });
    }

    test('every NIN guide tab fits', async ({ page }) => {
      await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
      await expectEveryGuideTabFits(page);
    });

    test('the slide-out menu, with a category open, fits too', async ({ page }) => {
      await openPage(page, '/', PUBLIC_PAGES[0].h1);
      const panel = await openSlideOutMenu(page);
      await panel.getByRole('button', { name: 'Government' }).click();
      await expect(panel.getByRole('link', { name: 'Local government areas' })).toBeVisible();
      const box = await panel.boundingBox();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(width);
      expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
      expect(await clippedElements(page)).toEqual([]);
    });
  });
}

// WCAG 1.4.4: text resized to 200 % (the browser's text-only zoom scales the root font size) keeps
// everything readable, at the desktop width, at the width of desktop browser zoom, and on phones with
// Android's largest text setting (375 and 320 px).
for (const width of [1280, 640, 375, 320]) {
  test.describe(`200 % text at ${width} px`, () => {
    test.use({ viewport: { width, height: 800 } });

    for (const { path, h1 } of PUBLIC_PAGES) {
      test(`${path} loses nothing`, async ({ page }) => {
        await openPage(page, path, h1);
        await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        expect(await clippedElements(page)).toEqual([]);
      });
    }

    test('every NIN guide tab loses nothing', async ({ page }) => {
      await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
      await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
      await expectEveryGuideTabFits(page);
    });
  });
}
