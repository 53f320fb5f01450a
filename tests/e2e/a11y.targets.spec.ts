import { expect, test, type Page } from '@playwright/test';
import { isNarrow, openPage, openSlideOutMenu, PUBLIC_PAGES } from './a11y.helpers';

/** The smallest target WCAG 2.5.8 (AA) allows, in CSS px. */
const MIN_TARGET = 24;

/**
 * Visible links, buttons, fields and tabs smaller than 24×24 px. A link inside a sentence is left out:
 * 2.5.8 exempts it, because its size is set by the line of text around it.
 */
function undersizedTargets(page: Page): Promise<string[]> {
  return page.evaluate((min) => {
    const undersized: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]',
    );
    for (const el of targets) {
      const style = getComputedStyle(el);
      if (el.getClientRects().length === 0 || style.visibility === 'hidden') continue;
      if (el.closest('.visually-hidden')) continue;
      const { width, height } = el.getBoundingClientRect();
      if (width >= min && height >= min) continue;
      if (el.tagName === 'A' && style.display === 'inline') {
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const inSentence = (block?.textContent ?? '').trim().length > (el.textContent ?? '').trim().length;
        if (inSentence) continue;
      }
      const name = (el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim();
      undersized.push(
        `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
      );
    }
    return undersized;
  }, MIN_TARGET);
}

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`every target on ${path} is at least 24×24 px`, async ({ page }) => {
    await openPage(page, path, h1);
    expect(await undersizedTargets(page)).toEqual([]);
  });
}

test('the open category menu and slide-out panel have 24×24 px targets too', async ({ page }) => {
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  const menu = isNarrow(page) ? await openSlideOutMenu(page) : page.getByRole('banner');
  await menu.getByRole('button', { name: 'Education' }).click();
  await expect(menu.getByRole('link', { name: 'JAMB registration' })).toBeVisible();
  expect(await undersizedTargets(page)).toEqual([]);
});

test('the check catches a small target (so it can fail)', async ({ page }) => {
  await openPage(page, '/unauthorized', 'Access Denied');
  await page.getByRole('link', { name: 'Log in as Admin' }).evaluate((link) => {
    link.style.cssText = 'align-self:flex-start;padding:0;font-size:10px;line-height:1';
  });
  expect(await undersizedTargets(page)).toEqual([expect.stringContaining('Log in as Admin')]);
});
