import { expect, test } from './fixtures';
import { horizontalOverflow, isNarrow, waitForApp } from './a11y.helpers';
import { createArticle, uniqueTitle } from './content';
import { FIRST_ADMIN } from './staff';

test.describe('shared layout', () => {
  test('the skip link is the first thing Tab reaches and jumps to main', async ({ page }) => {
    await page.goto('/terms');
    // Wait for the app: an unknown address is rendered afresh over the 404 page's HTML, and a Tab
    // pressed before that would leave focus on a replaced element.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForApp(page);
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('the header stays on screen while the page scrolls', async ({ page }) => {
    test.skip(isNarrow(page), 'on a phone the header scrolls away (phone.spec.ts checks that)');
    await page.goto('/terms');
    // The app renders a missing page afresh (its words go into the search box): wait, then make it long.
    await waitForApp(page);
    // Make the short page long enough to scroll, whatever the viewport.
    await page.evaluate(() => (document.querySelector('main')!.style.paddingBottom = '3000px'));
    await page.mouse.wheel(0, 2000);
    await page.waitForFunction(() => window.scrollY > 100);
    const box = await page.getByRole('banner').boundingBox();
    expect(box?.y).toBe(0);
  });

  test('the theme follows the system setting, live', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.goto('/terms');
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'dark');
    await page.emulateMedia({ colorScheme: 'light' });
    await expect(page.locator('html')).toHaveAttribute('data-bs-theme', 'light');
  });

  test('no horizontal scrolling at this width', async ({ page }) => {
    await page.goto('/terms');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe('desktop header', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) < 768, 'desktop-only header: mobile has its own tests');

  test('shows the search box and the category menu in the bar', async ({ page }) => {
    await page.goto('/terms');
    const header = page.getByRole('banner');
    await expect(header.getByRole('searchbox', { name: 'Search guides' })).toBeVisible();
    await expect(header.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await header.getByRole('button', { name: 'Documents' }).click();
    await header.getByRole('link', { name: 'National Identification Number (NIN)' }).click();
    await expect(page).toHaveURL('/documents/nin');
  });

  test('a header search opens its results', async ({ page }) => {
    await page.goto('/terms');
    await waitForApp(page);
    const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search guides' });
    // The guide's own name: journeys share one database, and words an article published by another
    // journey holds too ("voter registration") would find that article alone.
    await box.fill("voter's card");
    await box.press('Enter');
    await expect(page).toHaveURL(`/search?${new URLSearchParams({ q: "voter's card", from: 'header' })}`);
    const results = page.getByRole('list', { name: 'Results' });
    await expect(results.getByRole('link', { name: "Voter's card", exact: true }).first()).toBeVisible();
  });
});

test.describe('mobile slide-out menu', () => {
  test.skip(({ viewport }) => (viewport?.width ?? 0) >= 768, 'the slide-out menu exists below 768 px only');

  test('opens from the menu button, closes with Escape and returns focus', async ({ page }) => {
    await page.goto('/terms');
    const header = page.getByRole('banner');
    await expect(header.getByRole('searchbox', { name: 'Search guides' })).toBeHidden();
    const toggle = header.getByRole('button', { name: 'Open menu' });
    await toggle.click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('searchbox', { name: 'Search guides' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(toggle).toBeFocused();
  });

  test('a link in the panel navigates and closes the panel', async ({ page }) => {
    await page.goto('/terms');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const panel = page.getByRole('dialog', { name: 'Menu' });
    await panel.getByRole('button', { name: 'Documents' }).click();
    await panel.getByRole('link', { name: 'Documents overview' }).click();
    await expect(page).toHaveURL('/documents');
    await expect(panel).toBeHidden();
    await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
  });
});

test('Access Denied offers a way home and a way to log in', async ({ page }) => {
  await page.goto('/unauthorized');
  await expect(page.getByRole('heading', { level: 1, name: 'Access Denied' })).toBeVisible();
  await expect(page.getByText('This page is restricted to administrators only.')).toBeVisible();
  await page.getByRole('link', { name: 'Log in as Admin' }).click();
  await expect(page).toHaveURL('/login');
  await page.goBack();
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL('/');
});

/**
 * A Markdown table as staff may write one: more columns of long words than a phone's width holds, even
 * with every cell wrapped to its longest word.
 */
const WIDE_TABLE = [
  'What each office handles, by state.',
  '',
  '| State | Identification | Verification | Registration | Certification | Authentication | Accreditation |',
  '|---|---|---|---|---|---|---|',
  '| Lagos | Enrolment | Confirmation | Documentation | Endorsement | Fingerprinting | Inspection |',
  '| Kano | Enrolment | Confirmation | Documentation | Endorsement | Fingerprinting | Inspection |',
].join('\n');

test('at 375 px, an article with a wide table keeps the page its width: the table scrolls in its own region', async ({
  page,
  request,
}) => {
  test.skip(!isNarrow(page), 'a 1280 px page holds the table; the mobile project checks 375 px');
  // Through the API on a request context of its own, so the visitor's browser carries no staff cookie.
  const article = await createArticle(request, FIRST_ADMIN, {
    title: uniqueTitle('Passport office fees by state'),
    content: WIDE_TABLE,
    status: 'published',
  });
  await page.goto(`/articles/${article.slug}`);
  await expect(page.getByRole('heading', { level: 1, name: article.title })).toBeVisible();
  await waitForApp(page);
  const table = page.getByRole('region', { name: /^Table: State, Identification, Verification/ });
  await expect(table.getByRole('cell', { name: 'Lagos' })).toBeAttached();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  // The region is narrower than its table, and scrolls sideways by itself, keyboard included.
  const widths = await table.evaluate((region) => ({ shown: region.clientWidth, whole: region.scrollWidth }));
  expect(widths.whole).toBeGreaterThan(widths.shown);
  expect(widths.shown).toBeLessThanOrEqual(375);
  await table.focus();
  await page.keyboard.press('ArrowRight');
  await expect.poll(() => table.evaluate((region) => region.scrollLeft)).toBeGreaterThan(0);
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
  expect(await page.evaluate(() => window.scrollX)).toBe(0);
});
