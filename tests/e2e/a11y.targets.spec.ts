import { expect, test } from './fixtures';
import {
  isNarrow,
  openPage,
  openSlideOutMenu,
  PUBLIC_PAGES,
  TOUCH_TARGET,
  undersizedTargets,
} from './a11y.helpers';

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`every target on ${path} is at least 24×24 px`, async ({ page }) => {
    await openPage(page, path, h1);
    expect(await undersizedTargets(page)).toEqual([]);
  });
}

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`on a phone, every target on ${path} is at least 44×44 px`, async ({ page }) => {
    test.skip(!isNarrow(page), 'the 44 px size is for touch screens; the phone project checks it');
    await openPage(page, path, h1);
    expect(await undersizedTargets(page, TOUCH_TARGET)).toEqual([]);
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
    link.style.cssText =
      'align-self:flex-start;padding:0;font-size:10px;line-height:1;min-height:0;min-width:0';
  });
  expect(await undersizedTargets(page)).toEqual([expect.stringContaining('Log in as Admin')]);
});
