import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';

/** True when the page fits the viewport's width (no sideways scrolling on a small phone). */
async function fitsViewportWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.describe('Documents list', () => {
  test('tabs filter the cards, Coming Soon is disabled and View Guide opens the NIN guide', async ({
    page,
  }, testInfo) => {
    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
    await waitForApp(page); // the tabs switch once the app runs
    const cardTitles = page.getByRole('tabpanel').getByRole('heading', { level: 2 });
    await expect(cardTitles).toHaveCount(10);
    expect(await fitsViewportWidth(page)).toBe(true);
    await page.screenshot({
      path: `test-results/screens/documents-${testInfo.project.name}.png`,
      fullPage: true,
    });

    for (const [tab, count] of [
      ['Identity', 5],
      ['Business', 2],
      ['Civil', 3],
      ['All', 10],
    ] as const) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      await expect(cardTitles).toHaveCount(count);
    }

    const comingSoon = page.getByRole('button', { name: 'Coming Soon' });
    await expect(comingSoon).toHaveCount(9);
    for (const button of await comingSoon.all()) await expect(button).toBeDisabled();

    await page.getByRole('link', { name: 'View Guide' }).click();
    await expect(page).toHaveURL('/documents/nin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }),
    ).toBeVisible();
  });

  test('the arrow keys move between the category tabs', async ({ page }) => {
    await page.goto('/documents');
    await waitForApp(page);
    await page.getByRole('tab', { name: 'All' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Identity' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveCount(5);
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'Civil' })).toBeFocused();
    await expect(page.getByRole('tabpanel').getByRole('heading', { level: 2 })).toHaveCount(3);
  });
});

test.describe('NIN guide', () => {
  // One fact from each tab, checked visible only once its tab is chosen.
  const TAB_FACTS = [
    ['Overview', 'Your NIN is a lifetime identifier'],
    ['Requirements', '₦1,000 to ₦3,000'],
    ['Process', 'Pay the modification fee of ₦500'],
    ['Verification', 'Dial *346#.'],
    ['FAQs', 'Does my NIN expire?'],
  ] as const;

  test('shows breadcrumb, source, sidebar and each tab with its content', async ({ page }, testInfo) => {
    await page.goto('/documents/nin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }),
    ).toBeVisible();
    await waitForApp(page);
    const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(breadcrumb.getByRole('link')).toHaveText(['Home', 'Documents']);
    await expect(breadcrumb.locator('[aria-current="page"]')).toHaveText('NIN');
    await expect(page.getByText('Last reviewed: 1 November 2026')).toBeVisible();
    const sidebar = page.getByRole('complementary', { name: 'Related documents and help' });
    await expect(
      sidebar.getByRole('link', { name: 'NIMC official website (external site)' }),
    ).toHaveAttribute('href', 'https://nimc.gov.ng');
    expect(await fitsViewportWidth(page)).toBe(true);
    await page.screenshot({ path: `test-results/screens/nin-${testInfo.project.name}.png`, fullPage: true });

    for (const [tab, fact] of TAB_FACTS) {
      await page.getByRole('tab', { name: tab }).click();
      const panel = page.getByRole('tabpanel', { name: tab });
      await expect(panel.getByText(fact)).toBeVisible();
      // Only the chosen panel is on show.
      // The closed parts are in the page, hidden until found (find-in-page); one is open.
      await expect(page.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
      expect(await fitsViewportWidth(page)).toBe(true);
    }
  });

  test('the arrow keys move between the guide tabs', async ({ page }) => {
    await page.goto('/documents/nin');
    await waitForApp(page);
    await page.getByRole('tab', { name: 'Overview' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Requirements' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'Requirements' })).toBeVisible();
    await page.keyboard.press('ArrowLeft');
    await page.keyboard.press('ArrowLeft');
    await expect(page.getByRole('tab', { name: 'FAQs' })).toBeFocused();
    await expect(page.getByRole('tabpanel', { name: 'FAQs' })).toBeVisible();
    await expect(page.getByRole('tabpanel', { name: 'Overview' })).toBeHidden();
    // The tab is in the address, and Back returns through the tabs chosen.
    await expect(page).toHaveURL('/documents/nin?tab=faqs');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  });

  test('Back pressed before the chosen tab is drawn still shows the tab in the address', async ({ page }) => {
    await page.goto('/documents/nin?tab=verification');
    await waitForApp(page);
    // On a slow phone Back can come before the app has drawn the tab just chosen. Both are done in one
    // task here, so Back certainly comes first (CI saw this race about once a run).
    await page.evaluate(() => {
      document.getElementById('nin-guide-tab-faqs')!.click();
      history.back();
    });
    await expect(page).toHaveURL('/documents/nin?tab=verification');
    await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel', { name: 'Verification' })).toBeVisible();
  });
});
