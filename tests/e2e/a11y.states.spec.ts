import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { isNarrow, openPage, PUBLIC_PAGES } from './a11y.helpers';
import { runAxe } from './axe';

/**
 * A page scan sees each control at rest only. These checks put controls into their hover and focus
 * states first — where Bootstrap's own colours take over — and ask axe about that control's contrast.
 */
async function expectContrastOf(page: Page, control: Locator, state: string) {
  // Reduced motion shortens Bootstrap's colour transitions to 0.01 ms, but on a busy machine no frame may
  // have passed since the focus: until one does, the browser reports the colours the transition started
  // from (CI once read the resting text on the focused fill). Two frames first, so the new state's
  // transitions have started (before that getAnimations() is empty), then wait for them to end.
  await control.evaluate(
    () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
  );
  await control.evaluate((el) => Promise.all(el.getAnimations().map((a) => a.finished)));
  await control.evaluate((el) => el.setAttribute('data-contrast-check', ''));
  const violations = await runAxe(
    page,
    { include: ['[data-contrast-check]'] },
    {
      runOnly: { type: 'rule', values: ['color-contrast'] },
    },
  );
  await control.evaluate((el) => el.removeAttribute('data-contrast-check'));
  const failures = violations.flatMap((v) => v.nodes.map((n) => n.failureSummary ?? v.help));
  expect(failures, `${state}: ${await control.textContent()}`).toEqual([]);
}

/** One control of each kind on the home page: links, outline and solid buttons, pills, header and footer. */
function homeControls(page: Page): Locator[] {
  const main = page.getByRole('main');
  const footer = page.getByRole('contentinfo');
  const header = page.getByRole('banner');
  return [
    ...(isNarrow(page)
      ? [header.getByRole('button', { name: 'Open menu' })]
      : [header.getByRole('button', { name: 'Search' }), header.getByRole('button', { name: 'Documents' })]),
    main.getByRole('search').getByRole('button', { name: 'Search' }),
    main.getByRole('search').getByRole('link', { name: 'JAMB registration' }),
    // Exact: the home page's latest updates list an article about government too.
    main.getByRole('link', { name: 'Government', exact: true }),
    main.getByRole('link', { name: 'View All Content' }),
    main.getByRole('button', { name: 'Subscribe' }),
    footer.getByRole('link', { name: 'Privacy policy' }),
    footer.getByRole('link', { name: 'YouTube' }),
    footer.getByRole('link', { name: 'Read this site in English' }),
    footer.getByRole('link', { name: 'Karanta wannan shafin da Hausa' }),
  ];
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    // Transitions all but off (see expectContrastOf), so the hover colours apply at once.
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });

    test('controls keep their contrast when focused', async ({ page }) => {
      await openPage(page, '/', PUBLIC_PAGES[0].h1);
      for (const control of homeControls(page)) {
        await control.focus();
        await expectContrastOf(page, control, 'focus');
      }
    });

    test('controls keep their contrast under the pointer', async ({ page }) => {
      test.skip(isNarrow(page), 'touch screens have no hover');
      await openPage(page, '/', PUBLIC_PAGES[0].h1);
      for (const control of homeControls(page)) {
        await control.hover();
        await expectContrastOf(page, control, 'hover');
      }
      await page.getByRole('banner').getByRole('button', { name: 'Documents' }).click();
      const item = page.getByRole('banner').getByRole('link', { name: 'International passport' });
      await item.hover();
      await expectContrastOf(page, item, 'hover');
    });

    test('guide tabs and document cards keep their contrast when focused and hovered', async ({ page }) => {
      await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
      for (const name of ['Overview', 'Process']) {
        const tab = page.getByRole('tab', { name });
        await tab.focus();
        await expectContrastOf(page, tab, 'focus');
        if (!isNarrow(page)) {
          await tab.hover();
          await expectContrastOf(page, tab, 'hover');
        }
      }
      await openPage(page, '/documents', 'Documents');
      for (const control of [
        page.getByRole('tab', { name: 'Civil' }),
        page.getByRole('link', { name: 'View Guide' }),
      ]) {
        await control.focus();
        await expectContrastOf(page, control, 'focus');
        if (!isNarrow(page)) {
          await control.hover();
          await expectContrastOf(page, control, 'hover');
        }
      }
    });
  });
}
