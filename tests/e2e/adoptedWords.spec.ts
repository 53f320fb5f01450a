import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAdminTab, openPage } from './a11y.helpers';
import { footerMessages } from '../../src/features/navigation/footerMessages';
import yoFooter from '../../src/features/navigation/footerMessages.yo';
import { phaseMessages } from '../../src/features/navigation/phaseMessages';
import yoPhase from '../../src/features/navigation/phaseMessages.yo';
import yoGuide from '../../src/features/guides/ninGuideMessages.yo';
import yoSurroundings from '../../src/features/guides/surroundingsMessages.yo';
import yoTranslationChecked from '../../src/features/guides/translationCheckedMessages.yo';

/**
 * Issue 30: parts a page the server rendered adopts as they came (StaticHtml) need neither their code nor
 * their words until the browser draws them itself. Their words are in catalogues only that code imports,
 * so a first visit downloads none of them, in English or in the page's language.
 */

// What the page asks for itself: the service worker's copies for offline use are not the page's load.
test.use({ serviceWorkers: 'block' });

/** The text of every script the page downloads from now on, and the addresses it asks for. */
function watchScripts(page: Page) {
  const texts: Promise<string>[] = [];
  const urls: string[] = [];
  page.on('request', (request) => urls.push(new URL(request.url()).pathname));
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script') texts.push(response.text().catch(() => ''));
  });
  return {
    /** Whether any script so far holds `words`. */
    hold: async (words: string) => (await Promise.all(texts)).some((text) => text.includes(words)),
    asked: (pattern: RegExp) => urls.some((url) => pattern.test(url)),
  };
}

/** Read to its end: parts that load as they come into view have loaded too. */
async function readToTheEnd(page: Page) {
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForLoadState('networkidle');
}

const FOOTER_COLUMNS = /\/assets\/FooterColumns-[\w-]+\.js$/;
const PHASE_BANNER = /\/assets\/PhaseBannerText-[\w-]+\.js$/;
/** The words before a placeholder: what a script holding the sentence holds as it is. */
const upTo = (text: string) => text.split('{')[0]!;

const markDocument = (page: Page) => page.evaluate(() => ((window as { marked?: boolean }).marked = true));
const stillMarked = (page: Page) => page.evaluate(() => (window as { marked?: boolean }).marked === true);

test('a translated guide the server rendered downloads no words for its breadcrumb, source note, sidebar and translation check; a guide the app draws has them', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await openPage(page, '/yo/documents/nin', yoGuide.title);
  await readToTheEnd(page);
  await expect(page.getByRole('complementary', { name: yoSurroundings['sidebar.label'] })).toBeVisible();
  expect(await scripts.hold(upTo(yoSurroundings['source.independent']))).toBe(false);
  expect(await scripts.hold(yoSurroundings['sidebar.label'])).toBe(false);
  // The translation notice's last line: machine-assisted (the NIN guide's Yorùbá is), checked on a date.
  const machineLine = yoTranslationChecked['translation.machine'];
  const checkedOn = upTo(yoTranslationChecked['translation.checked']);
  expect(await scripts.hold(machineLine)).toBe(false);
  expect(await scripts.hold(checkedOn)).toBe(false);

  // Drawn by the app (a link followed inside it), the guide's surroundings are in Yorùbá all the same.
  await markDocument(page);
  await page.locator('main a[href="/yo/documents"]').first().click();
  // The guide stays on screen while the catalogue's code loads: its link is followed once it is shown.
  await expect(page.getByRole('heading', { level: 1, name: yoGuide.title })).toBeHidden();
  await page.locator('main a[href="/yo/documents/nin"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: yoGuide.title })).toBeVisible();
  await expect(page.getByRole('complementary', { name: yoSurroundings['sidebar.label'] })).toBeVisible();
  await expect(
    page
      .getByRole('navigation', { name: yoSurroundings['breadcrumb.label'] })
      .getByRole('link', { name: yoSurroundings['breadcrumb.home'] }),
  ).toBeVisible();
  expect(await stillMarked(page)).toBe(true);
  expect(await scripts.hold(upTo(yoSurroundings['source.independent']))).toBe(true);
  expect(await scripts.hold(checkedOn)).toBe(true);
});

for (const { path, h1, about, phase } of [
  {
    path: '/',
    h1: 'Government services in Nigeria, explained simply',
    about: footerMessages.en['footer.about'],
    phase: phaseMessages.en,
  },
  { path: '/yo/documents/nin', h1: yoGuide.title, about: yoFooter['footer.about'], phase: yoPhase },
])
  test(`${path}: the footer's columns and the phase banner come as the server wrote them, without their code or words`, async ({
    page,
  }) => {
    const scripts = watchScripts(page);
    await openPage(page, path, h1);
    await readToTheEnd(page);
    await expect(page.getByRole('contentinfo').getByText(about)).toBeVisible();
    expect(scripts.asked(FOOTER_COLUMNS)).toBe(false);
    expect(await scripts.hold(about)).toBe(false);
    // The banner's disclosure opens as the server wrote it, without its code.
    const meaning = page.getByText(phase['phase.independent']);
    await expect(meaning).toBeHidden();
    await page.getByText(phase['phase.summary'], { exact: true }).click();
    await expect(meaning).toBeVisible();
    expect(scripts.asked(PHASE_BANNER)).toBe(false);
    expect(await scripts.hold(phase['phase.independent'])).toBe(false);
  });

test('a page the app draws itself (the admin) draws the footer’s columns, their links and words included', async ({
  page,
}) => {
  const scripts = watchScripts(page);
  await openAdminTab(page);
  const footer = page.getByRole('contentinfo');
  await expect(footer.getByText(footerMessages.en['footer.about'])).toBeVisible();
  await expect(footer.getByRole('heading', { name: 'Follow us' })).toBeVisible();
  await expect(footer.getByRole('link', { name: 'YouTube' })).toBeVisible();
  await expect(footer.getByRole('navigation', { name: 'Legal' }).getByRole('link')).toHaveText([
    'Terms of use',
    'Privacy policy',
    'Disclaimer',
  ]);
  // The languages stay live in the entry's part of the footer.
  await expect(footer.getByRole('link', { name: 'Karanta wannan shafin da Hausa' })).toBeVisible();
  expect(scripts.asked(FOOTER_COLUMNS)).toBe(true);
  // And the phase banner under the header, its disclosure working.
  await page.getByText(phaseMessages.en['phase.summary'], { exact: true }).click();
  await expect(page.getByText(phaseMessages.en['phase.independent'])).toBeVisible();
  expect(scripts.asked(PHASE_BANNER)).toBe(true);
});
