import { expect, test } from './fixtures';
import { horizontalOverflow, isNarrow, openPage, openSlideOutMenu, PUBLIC_PAGES } from './a11y.helpers';

/**
 * Full-page screenshots of every public screen in both themes, for the visual review issue 4 asks for
 * (test-results/screens/public/, which Playwright clears at the start of each run).
 */
const shotName = (path: string) => (path === '/' ? 'home' : path.slice(1).replaceAll('/', '-'));

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { path, h1 } of PUBLIC_PAGES) {
      test(`screenshot of ${path}`, async ({ page }, testInfo) => {
        await openPage(page, path, h1);
        expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
        await page.screenshot({
          path: `test-results/screens/public/${shotName(path)}-${testInfo.project.name}-${scheme}.png`,
          fullPage: true,
        });
      });
    }

    test('screenshot of the open menu', async ({ page }, testInfo) => {
      await openPage(page, '/', PUBLIC_PAGES[0].h1);
      const menu = isNarrow(page) ? await openSlideOutMenu(page) : page.getByRole('banner');
      await menu.getByRole('button', { name: 'Documents' }).click();
      await expect(menu.getByRole('link', { name: 'International passport' })).toBeVisible();
      await page.screenshot({
        path: `test-results/screens/public/menu-${testInfo.project.name}-${scheme}.png`,
      });
    });
  });
}
