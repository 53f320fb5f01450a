import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isNarrow, openPage, openSlideOutMenu, PUBLIC_PAGES } from './a11y.helpers';

/** Elements with a transition or animation longer than 10 ms, with their durations. */
function movingElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const longest = (durations: string) => Math.max(...durations.split(',').map((d) => parseFloat(d) || 0));
    const moving: string[] = [];
    for (const el of document.querySelectorAll<HTMLElement>('*')) {
      const style = getComputedStyle(el);
      const seconds = Math.max(longest(style.transitionDuration), longest(style.animationDuration));
      if (seconds > 0.01) moving.push(`${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} ${seconds}s`);
    }
    return moving;
  });
}

test.describe('with prefers-reduced-motion: reduce', () => {
  test.use({ reducedMotion: 'reduce' });

  for (const { path, h1 } of PUBLIC_PAGES) {
    test(`nothing on ${path} moves`, async ({ page }) => {
      await openPage(page, path, h1);
      expect(await movingElements(page)).toEqual([]);
    });
  }

  test('the menus open without sliding or fading', async ({ page }) => {
    await openPage(page, '/', PUBLIC_PAGES[0].h1);
    const menu = isNarrow(page) ? await openSlideOutMenu(page) : page.getByRole('banner');
    await menu.getByRole('button', { name: 'Rights' }).click();
    await expect(menu.getByRole('link', { name: 'Free legal aid' })).toBeVisible();
    expect(await movingElements(page)).toEqual([]);
  });
});

test('without the preference the same pages do animate (so the check above can fail)', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'no-preference' });
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  expect(await movingElements(page)).toContainEqual(expect.stringMatching(/^div\.card 0\.15s$/));
});
