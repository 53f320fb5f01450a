import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { phaseMessages } from '../../src/features/navigation/phaseMessages';
import ha from '../../src/features/navigation/phaseMessages.ha';
import ig from '../../src/features/navigation/phaseMessages.ig';
import pcm from '../../src/features/navigation/phaseMessages.pcm';
import yo from '../../src/features/navigation/phaseMessages.yo';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { LOCALES, type Locale } from '../../src/shared/i18n/translate';
import { isNarrow, openPage, TOUCH_TARGET, waitForApp, zoomTextTo200 } from './a11y.helpers';

/** The phase banner's strings in each language, read from their catalogues. */
const BANNER_MESSAGES: Record<Locale, Record<string, string>> = { en: phaseMessages.en, pcm, yo, ha, ig };

/** Pages a visitor lands on from a search engine or a shared link, with their h1. */
const LANDING_PAGES = [
  { path: '/', h1: 'Government services in Nigeria, explained simply' },
  { path: '/documents', h1: 'Documents' },
  { path: '/documents/nin', h1: 'National Identification Number (NIN)' },
  { path: '/search', h1: 'Search' },
  {
    path: '/articles/how-to-get-your-national-identification-number-nin',
    h1: 'How to get your National Identification Number (NIN)',
  },
] as const;

/**
 * Each word of the header's site name, with the number of lines it is drawn on (1 when it is whole).
 * A word split by the line breaker ("Citize / n") has client rects on two lines.
 */
function brandWordLines(page: Page): Promise<{ word: string; lines: number }[]> {
  return page
    .getByRole('banner')
    .getByRole('link', { name: 'Citizen Guide Nigeria' })
    .evaluate((link) => {
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      const words: { word: string; lines: number }[] = [];
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const text = node.textContent ?? '';
        for (const match of text.matchAll(/\S+/g)) {
          const range = document.createRange();
          range.setStart(node, match.index);
          range.setEnd(node, match.index + match[0].length);
          const tops = new Set([...range.getClientRects()].map((rect) => Math.round(rect.top)));
          words.push({ word: match[0], lines: tops.size });
        }
      }
      return words;
    });
}

/** The header's icons that a visitor sees at this width, with their rendered width and height. */
async function headerIconSizes(page: Page): Promise<number[]> {
  const header = page.getByRole('banner');
  const icons = [
    header.getByRole('link', { name: 'Language' }).locator('svg'),
    isNarrow(page)
      ? header.getByRole('button', { name: 'Open menu' }).locator('svg')
      : header.getByRole('button', { name: 'Search' }).locator('svg'),
  ];
  const sizes: number[] = [];
  for (const icon of icons) {
    const box = await icon.boundingBox();
    sizes.push(box!.width, box!.height);
  }
  return sizes;
}

/** The phase banner's disclosure: its summary (the one line shown; Playwright gives <summary> no role, Chromium
 * exposes it as an expandable disclosure) and what opens under it. */
function phaseBanner(page: Page) {
  const banner = page.locator('.phase-banner');
  return {
    summary: banner.locator('summary'),
    more: banner.getByText('This is an independent guide, not a government website.'),
  };
}

test.describe('at 375 px with 200 % text', () => {
  test.use({ viewport: { width: 375, height: 740 } });

  for (const { path, h1 } of LANDING_PAGES) {
    test(`${path} starts its h1 on the first screen`, async ({ page }, testInfo) => {
      await openPage(page, path, h1);
      await zoomTextTo200(page);
      const top = await page
        .getByRole('heading', { level: 1 })
        .evaluate((el) => el.getBoundingClientRect().top);
      expect(top).toBeLessThan(740);
      await page.screenshot({
        path: `test-results/screens/first-screen-200-${path.replaceAll('/', '_')}-${testInfo.project.name}.png`,
      });
    });
  }

  test('the site name wraps only between its words', async ({ page }) => {
    await openPage(page, '/', LANDING_PAGES[0].h1);
    await zoomTextTo200(page);
    const words = await brandWordLines(page);
    expect(words.map(({ word }) => word)).toEqual(['Citizen', 'Guide', 'Nigeria']);
    expect(words.filter(({ lines }) => lines !== 1)).toEqual([]);
  });
});

test('at 320 px with 200 % text the site name still wraps only between its words', async ({ page }) => {
  await page.setViewportSize({ width: 320, height: 640 });
  await openPage(page, '/', LANDING_PAGES[0].h1);
  await zoomTextTo200(page);
  expect(await brandWordLines(page)).toEqual([
    { word: 'Citizen', lines: 1 },
    { word: 'Guide', lines: 1 },
    { word: 'Nigeria', lines: 1 },
  ]);
});

test('the phase banner is closed, and its summary opens and closes it, by pointer and by keyboard', async ({
  page,
}) => {
  await page.goto('/documents');
  await waitForApp(page);
  const { summary, more } = phaseBanner(page);
  await expect(summary).toHaveText('Beta An independent guide');
  await expect(more).toBeHidden();
  if (isNarrow(page)) {
    const box = (await summary.boundingBox())!;
    expect(Math.min(box.width, box.height)).toBeGreaterThanOrEqual(TOUCH_TARGET);
  }

  await summary.click();
  await expect(more).toBeVisible();
  await expect(page.locator('.phase-banner').getByText('This is a new service')).toBeVisible();
  await summary.click();
  await expect(more).toBeHidden();

  await summary.focus();
  await page.keyboard.press('Enter');
  await expect(more).toBeVisible();
});

// One line on a phone at normal text size, in every language: two lines would be taller than its 44 px.
for (const code of LOCALES) {
  const messages = BANNER_MESSAGES[code];
  test.describe(`in ${LANGUAGES[code].name} at 375 px`, () => {
    test.use({ viewport: { width: 375, height: 740 } });

    test('the phase banner is one short line', async ({ page }) => {
      await page.goto(code === 'en' ? '/documents' : `/${code}/documents`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      const { summary } = phaseBanner(page);
      await expect(summary).toHaveText(`${messages['phase.tag']} ${messages['phase.summary']}`, {
        ignoreCase: true,
      });
      const box = (await summary.boundingBox())!;
      expect(box.height).toBeLessThanOrEqual(TOUCH_TARGET);
    });
  });
}

test('the header icons grow with the text', async ({ page }) => {
  await page.goto('/terms');
  await waitForApp(page);
  const normal = await headerIconSizes(page);
  await zoomTextTo200(page);
  const large = await headerIconSizes(page);
  normal.forEach((size, i) => expect(large[i], `icon side ${i}`).toBeGreaterThanOrEqual(size * 1.9));
});
