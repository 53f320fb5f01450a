import { expect, test } from './fixtures';
import haDocuments from '../../src/features/documents/messages.ha';
import yoNavigation from '../../src/features/navigation/messages.yo';
import igDocuments from '../../src/features/documents/messages.ig';
import pcmDocuments from '../../src/features/documents/messages.pcm';
import yoDocuments from '../../src/features/documents/messages.yo';
import haGuideChrome from '../../src/features/guides/messages.ha';
import yoGuideSurroundings from '../../src/features/guides/surroundingsMessages.yo';
import haGuide from '../../src/features/guides/ninGuideMessages.ha';
import igGuide from '../../src/features/guides/ninGuideMessages.ig';
import pcmGuide from '../../src/features/guides/ninGuideMessages.pcm';
import yoGuide from '../../src/features/guides/ninGuideMessages.yo';
import haHome from '../../src/features/home/messages.ha';
import igHome from '../../src/features/home/messages.ig';
import pcmHome from '../../src/features/home/messages.pcm';
import yoHome from '../../src/features/home/messages.yo';
import { searchMessages } from '../../src/features/search/messages';
import haSearch from '../../src/features/search/messages.ha';
import igSearch from '../../src/features/search/messages.ig';
import pcmSearch from '../../src/features/search/messages.pcm';
import yoSearch from '../../src/features/search/messages.yo';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { expectNoAxeViolations } from './axe';
import { waitForApp } from './a11y.helpers';
import { everyLanguageOf, languageAlternates } from './pageHead';

/**
 * The language is in the address (issue 27): each language's h1 on three pages, read from its own
 * catalogue, so a wrong language cannot pass.
 */
const LANGUAGE_PAGES = [
  { code: 'pcm', home: pcmHome, documents: pcmDocuments, guide: pcmGuide, search: pcmSearch },
  { code: 'yo', home: yoHome, documents: yoDocuments, guide: yoGuide, search: yoSearch },
  { code: 'ha', home: haHome, documents: haDocuments, guide: haGuide, search: haSearch },
  { code: 'ig', home: igHome, documents: igDocuments, guide: igGuide, search: igSearch },
] as const;

const POPULAR = Object.keys(searchMessages.en).filter((key) => key.startsWith('popular.'));

// Without transitions, a language link that has just become the current one shows its final colours.
test.use({ reducedMotion: 'reduce' });

for (const { code, home, documents, guide, search } of LANGUAGE_PAGES) {
  test.describe(LANGUAGES[code].name, () => {
    test(`the footer leads to the same page at /${code}/…, which is in ${code} from its first paint`, async ({
      page,
    }) => {
      await page.goto('/documents');
      await waitForApp(page);
      await page.getByRole('link', { name: LANGUAGES[code].action }).click();
      await expect(page).toHaveURL(`/${code}/documents`);
      await expect(page.locator('html')).toHaveAttribute('lang', code);
      await expect(page.getByRole('heading', { level: 1, name: documents['page.title'] })).toBeVisible();
      await expect(page.getByRole('link', { name: LANGUAGES[code].action })).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoAxeViolations(page, `documents in ${code}`);

      // Links inside the app stay in the language: the guide opens at /<code>/documents/nin.
      await page.goto(`/${code}`);
      await expect(page.getByRole('heading', { level: 1, name: home['hero.title'] })).toBeVisible();
      await waitForApp(page);
      await page.locator(`main a[href="/${code}/documents/nin"]`).first().click();
      await expect(page).toHaveURL(`/${code}/documents/nin`);
      await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
      await expectNoAxeViolations(page, `NIN guide in ${code}`);
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', code);
    });

    test(`each popular search, in ${code}'s own words, finds results`, async ({ page }) => {
      for (const key of POPULAR) {
        const words = search[key as keyof typeof search];
        await page.goto(`/${code}`);
        await waitForApp(page);
        await page
          .getByRole('main')
          .getByRole('search')
          .getByRole('link', { name: words, exact: true })
          .click();
        await expect(page).toHaveURL(new RegExp(`^[^?]*/${code}/search\\?`));
        await expect(page.locator('main ol[aria-label] > li').first()).toBeVisible();
      }
    });
  });
}

test.describe('a shared link', () => {
  test('opens in its language with JavaScript off, with hreflang alternates for every language', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto('/ha/documents/nin');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
    await expect(page.getByRole('heading', { level: 1, name: haGuide.title })).toBeVisible();
    // The note for readers without JavaScript is in Hausa too.
    await expect(page.locator('.noscript-note')).not.toContainText('This page works without JavaScript');
    expect(await languageAlternates(page)).toEqual(everyLanguageOf('/documents/nin'));
    await context.close();
  });

  test('in the old form (?lang=ha) opens the page at its Hausa address', async ({ page }) => {
    await page.goto('/documents/nin?lang=ha');
    await expect(page).toHaveURL('/ha/documents/nin');
    await expect(page.getByRole('heading', { level: 1, name: haGuide.title })).toBeVisible();
  });

  test('is never redirected by a language chosen before: that is only suggested, on the home page', async ({
    page,
  }) => {
    await page.goto('/yo');
    await waitForApp(page);
    await page.getByRole('link', { name: LANGUAGES.ha.action }).click();
    await expect(page).toHaveURL('/ha');
    // A Yorùbá link someone shared still opens in Yorùbá.
    await page.goto('/yo/documents');
    await expect(page.getByRole('heading', { level: 1, name: yoDocuments['page.title'] })).toBeVisible();
    await waitForApp(page);
    await expect(page.getByRole('complementary', { name: yoNavigation['language.menu'] })).toHaveCount(0);
    // The English home page offers Hausa.
    await page.goto('/');
    await waitForApp(page);
    const suggestion = page.getByRole('complementary', { name: 'Language' });
    await expect(suggestion.getByRole('link', { name: LANGUAGES.ha.action })).toHaveAttribute('href', '/ha');
    await expectNoAxeViolations(page, 'home with the language suggestion');
  });
});

test('the NIN guide in Hausa links to the same page in English, and the Hausa address stays Hausa', async ({
  page,
}) => {
  await page.goto('/ha/documents/nin?tab=verification');
  await waitForApp(page);
  await page.getByRole('link', { name: haGuideChrome['translation.readEnglish'] }).click();
  await expect(page).toHaveURL('/documents/nin?tab=verification');
  await expect(
    page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.goto('/ha/documents/nin');
  await expect(page.getByRole('heading', { level: 1, name: haGuide.title })).toBeVisible();
});

test('dates are the same in Chromium as the server (Node) wrote them: from the catalogue, not Intl', async ({
  page,
  request,
}) => {
  // The server's HTML (written in Node) …
  const html = await (await request.get('/yo/documents/nin')).text();
  const reviewed = new RegExp(
    `${yoGuideSurroundings['source.reviewed']}</strong> <time[^>]*>([^<]+)</time>`,
  ).exec(html)?.[1];
  expect(reviewed).toBe('1 Oṣù Kọkànlá 2026');
  // … and the page Chromium renders itself, arriving through the app's own link (no server HTML).
  await page.goto('/yo/documents');
  await waitForApp(page);
  await page.locator('main a[href="/yo/documents/nin"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: yoGuide.title })).toBeVisible();
  await expect(page.locator('time[datetime="2026-11-01"]').first()).toHaveText(reviewed!);
});

test('screenshots of the NIN guide in each language at 375 px', async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone width is the one this review asks for');
  for (const code of ['en', 'pcm', 'yo', 'ha', 'ig']) {
    await page.goto(code === 'en' ? '/documents/nin' : `/${code}/documents/nin`);
    await waitForApp(page);
    await page.screenshot({ path: `test-results/screens/languages/nin-${code}-375.png`, fullPage: true });
  }
});
