import { expect, test } from './fixtures';
import haDocuments from '../../src/features/documents/messages.ha';
import igDocuments from '../../src/features/documents/messages.ig';
import pcmDocuments from '../../src/features/documents/messages.pcm';
import yoDocuments from '../../src/features/documents/messages.yo';
import haGuideChrome from '../../src/features/guides/messages.ha';
import haGuide from '../../src/features/guides/ninGuideMessages.ha';
import igGuide from '../../src/features/guides/ninGuideMessages.ig';
import pcmGuide from '../../src/features/guides/ninGuideMessages.pcm';
import yoGuide from '../../src/features/guides/ninGuideMessages.yo';
import haHome from '../../src/features/home/messages.ha';
import igHome from '../../src/features/home/messages.ig';
import pcmHome from '../../src/features/home/messages.pcm';
import yoHome from '../../src/features/home/messages.yo';
import { LANGUAGES } from '../../src/shared/i18n/languages';
import { expectNoAxeViolations } from './axe';
import { waitForApp } from './a11y.helpers';

/** Each language's h1 on three pages, read from its own catalogue, so a wrong switch cannot pass. */
const LANGUAGE_PAGES = [
  { code: 'pcm', home: pcmHome, documents: pcmDocuments, guide: pcmGuide },
  { code: 'yo', home: yoHome, documents: yoDocuments, guide: yoGuide },
  { code: 'ha', home: haHome, documents: haDocuments, guide: haGuide },
  { code: 'ig', home: igHome, documents: igDocuments, guide: igGuide },
] as const;

// Without transitions, a language button that has just become the pressed one shows its final colours
// to axe at once.
test.use({ reducedMotion: 'reduce' });

for (const { code, home, documents, guide } of LANGUAGE_PAGES) {
  test(`${LANGUAGES[code].name}: the footer switches every page, <html lang> follows, a reload keeps it`, async ({
    page,
  }) => {
    await page.goto('/');
    await waitForApp(page);
    await page.getByRole('button', { name: LANGUAGES[code].action }).click();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('heading', { level: 1, name: home['hero.title'] })).toBeVisible();
    await expectNoAxeViolations(page, `home in ${code}`);
    // Remembered in this browser, so the next page opens in it too.
    await expect
      .poll(() => page.evaluate(() => localStorage.getItem('cgn.language.v1')))
      .toBe(JSON.stringify(code));

    await page.goto('/documents');
    await expect(page.getByRole('heading', { level: 1, name: documents['page.title'] })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
    await expect(page.getByRole('button', { name: LANGUAGES[code].action })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page, `documents in ${code}`);

    await page.goto('/documents/nin');
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(page.getByRole('button', { name: LANGUAGES[code].action })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expectNoAxeViolations(page, `NIN guide in ${code}`);

    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: guide.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', code);
  });
}

test('?lang= opens a shared link in its language, and the guide links back to English', async ({ page }) => {
  await page.goto('/documents/nin?lang=ha');
  await expect(page.getByRole('heading', { level: 1, name: haGuide.title })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ha');
  await page.getByRole('link', { name: haGuideChrome['translation.readEnglish'] }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
});
