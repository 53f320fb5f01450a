import { expect, test } from './fixtures';
import {
  expectVisibleFocusRing,
  readFocusRing,
  isNarrow,
  openPage,
  openSlideOutMenu,
  PUBLIC_PAGES,
  tabTo,
} from './a11y.helpers';
import { strangerEmail } from './staff';

test('the skip link is the first Tab stop and moves focus into main', async ({ page }) => {
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  // The next Tab starts inside main (the hero search), not back in the header.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('searchbox', { name: 'Search guides' })).toBeFocused();
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`focus ring, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { path, h1 } of PUBLIC_PAGES) {
      test(`every Tab stop on ${path} shows a visible focus ring`, async ({ page }) => {
        await openPage(page, path, h1);
        const problems: string[] = [];
        const seen: string[] = [];
        for (let i = 0; i < 150; i++) {
          await page.keyboard.press('Tab');
          const ring = await readFocusRing(page);
          // Past the last control focus leaves the page, then starts again at the skip link: one lap.
          if (!ring || (seen.length > 0 && ring.element === seen[0])) break;
          seen.push(ring.element);
          if (ring.outlineStyle !== 'solid' || ring.outlineWidth < 2 || ring.contrast < 3) {
            problems.push(`${ring.element}: ${ring.outlineStyle} ${ring.outlineWidth}px, ${ring.contrast}:1`);
          }
        }
        expect(seen.length, 'Tab stops visited').toBeGreaterThan(15);
        expect(problems).toEqual([]);
      });
    }
  });
}

test.describe('desktop category menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'the bar menu exists from 768 px');

  test('opens with Enter or Space, arrows move, Escape closes and returns focus', async ({ page }) => {
    await openPage(page, '/', PUBLIC_PAGES[0].h1);
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: 'Documents' });
    await tabTo(page, toggle);
    await expectVisibleFocusRing(page);

    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'Documents overview' })).toBeFocused();
    await expectVisibleFocusRing(page);
    await page.keyboard.press('ArrowDown');
    await expect(header.getByRole('link', { name: 'National Identification Number (NIN)' })).toBeFocused();
    await expectVisibleFocusRing(page);
    await page.keyboard.press('ArrowUp');
    await expect(header.getByRole('link', { name: 'Documents overview' })).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(header.getByRole('link', { name: 'Documents overview' })).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.keyboard.press(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/documents/nin');
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test.describe('slide-out menu by keyboard', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'the slide-out menu exists below 768 px');

  test('opens with Enter, keeps Tab inside, and Escape closes a category, then the panel', async ({
    page,
  }) => {
    await openPage(page, '/', PUBLIC_PAGES[0].h1);
    const toggle = page.getByRole('banner').getByRole('button', { name: 'Open menu' });
    await tabTo(page, toggle);
    await page.keyboard.press('Enter');
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();

    // Tab cycles through the panel's controls and never reaches the page behind it (past the last one,
    // focus leaves the document for the browser's own controls, here <body>, and comes back to the panel).
    const category = panel.getByRole('button', { name: 'Documents' });
    await tabTo(page, category, 10);
    await expectVisibleFocusRing(page);
    for (let i = 0; i < 14; i++) {
      await page.keyboard.press('Tab');
      const inPanelOrOut = await panel.evaluate(
        (el) => el.contains(document.activeElement) || document.activeElement === document.body,
      );
      expect(inPanelOrOut).toBe(true);
    }
    expect(await panel.evaluate((el) => el.contains(document.activeElement))).toBe(true);

    await category.focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await expect(panel.getByRole('link', { name: 'Documents overview' })).toBeFocused();
    await expectVisibleFocusRing(page);

    // The first Escape closes only the category, the second the panel, handing focus back to its button.
    await page.keyboard.press('Escape');
    await expect(panel.getByRole('link', { name: 'Documents overview' })).toBeHidden();
    await expect(category).toBeFocused();
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a category chosen by keyboard opens its page and focuses its h1', async ({ page }) => {
    await openPage(page, '/', PUBLIC_PAGES[0].h1);
    const panel = await openSlideOutMenu(page);
    await panel.getByRole('button', { name: 'Documents' }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/documents');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeFocused();
  });
});

test('tabs move with the arrow keys and show their focus', async ({ page }) => {
  await openPage(page, '/documents/nin', PUBLIC_PAGES[2].h1);
  await tabTo(page, page.getByRole('tab', { name: 'Overview' }));
  await expectVisibleFocusRing(page);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Requirements' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
  await expectVisibleFocusRing(page);
  // Tab leaves the tab list for the open panel rather than visiting every tab.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('tabpanel', { name: 'Requirements' })).toBeFocused();

  await openPage(page, '/documents', 'Documents');
  await tabTo(page, page.getByRole('tab', { name: 'All' }));
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Identity' })).toBeFocused();
  await expectVisibleFocusRing(page);
});

test.describe('forms submit with Enter', () => {
  test('the hero search', async ({ page }) => {
    await openPage(page, '/', PUBLIC_PAGES[0].h1);
    const hero = page.getByRole('main').getByRole('search');
    await tabTo(page, hero.getByRole('searchbox'));
    await page.keyboard.type('driver licence');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/search?q=driver+licence&from=hero');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeFocused();
    await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toContainText(
      /driver/i,
    );
  });

  test('the newsletter', async ({ page }) => {
    await openPage(page, '/', PUBLIC_PAGES[0].h1);
    const section = page.getByRole('region', { name: 'Get new guides in your inbox' });
    await tabTo(page, section.getByRole('textbox', { name: 'E-mail address' }), 80);
    await page.keyboard.type('ada@example.com');
    await page.keyboard.press('Enter');
    await expect(section.getByText('Thank you for your interest!')).toBeVisible();
  });

  test('the login', async ({ page }) => {
    await openPage(page, '/login', 'Admin login');
    await tabTo(page, page.getByLabel('E-mail', { exact: true }));
    await page.keyboard.type(strangerEmail());
    await page.keyboard.press('Tab');
    await expect(page.getByLabel('Password', { exact: true })).toBeFocused();
    await page.keyboard.type('wrong password');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('Invalid email or password.');
    await expect(page.getByRole('alert')).toBeFocused();
  });
});

test('in the narrow layout the header search lives in the slide-out menu', async ({ page }) => {
  test.skip(!isNarrow(page), 'narrow layout only');
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  const panel = await openSlideOutMenu(page);
  await panel.getByRole('searchbox', { name: 'Search guides' }).focus();
  await page.keyboard.type('NYSC');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/search?q=NYSC&from=mobile-menu');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('list', { name: 'Results' }).getByRole('link').first()).toContainText('NYSC');
});
