import type { APIRequestContext, Locator, Page, TestInfo } from '@playwright/test';
import guidesYo from '@/features/guides/messages.yo';
import { CONTENT_PATH, contentItemPath, type ContentItem, type ContentPage } from '@/shared/api/content';
import type { GuideContent } from '@/shared/api/guideContent';
import { slugFromTitle } from '@/shared/lib/slug';
import { expectNoOverflow, openAdminTab, waitForApp, zoomTextTo200 } from './a11y.helpers';
import { createArticle, openGuideEditor, takeStep, uniqueTitle } from './content';
import { expect, test } from './fixtures';
import { createStaff, FIRST_ADMIN, signInRequest } from './staff';

// Issue 27: a translation's status text by text. When staff change one English text of a guide, the
// Yorùbá page tells readers the translation is being updated; the guide editor, in Yorùbá, flags that
// one text at its field; once a native speaker has checked it and the change is published, readers are
// no longer told. The guide is a copy of the NIN guide as the database holds it (with the fingerprint of
// every English text its translations were made from), under an address of this journey's own, so the
// NIN guide every other journey reads never changes under them.

/** What the Yorùbá page says while its translation is out of date. */
const BEING_UPDATED = guidesYo['translation.outdated'];
const FLAG = 'The English changed since this was translated.';
const REVIEWER = 'Adébáyọ̀ Ògúnlẹ́yẹ';

/** The NIN guide as staff hold it: its content with each translation's per-text status (not the readers' verdict). */
async function ninGuideForStaff(request: APIRequestContext): Promise<GuideContent> {
  await signInRequest(request);
  const list = await request.get(`${CONTENT_PATH}?q=${encodeURIComponent('Identification Number')}`);
  expect(list.status(), await list.text()).toBe(200);
  const summary = ((await list.json()) as ContentPage).items.find((item) => item.slug === 'nin');
  expect(summary, 'the NIN guide the server loaded on its first start').toBeDefined();
  const item = (await (await request.get(contentItemPath(summary!.id))).json()) as ContentItem;
  const content = JSON.parse(item.content) as GuideContent;
  expect(content.translations?.yo?.strings, 'the Yorùbá status says text by text').toBeDefined();
  return content;
}

/**
 * `content` (the NIN guide, or a copy of it changed) published under `title`: set up by the first admin
 * through the API, with their reason for publishing without a second editor. Returns its address's slug.
 */
async function publishedCopy(request: APIRequestContext, title: string, content: GuideContent) {
  const item = await createArticle(request, FIRST_ADMIN, {
    kind: 'guide',
    title,
    content: JSON.stringify(content),
  });
  await takeStep(request, FIRST_ADMIN, item, 'publish', {
    change: 'major',
    withoutReview: 'A copy of the NIN guide for a browser journey.',
  });
  return slugFromTitle(title);
}

/** The second editor publishes the saved change from their editor, as `kind` of change. */
async function publishFrom(staff: { page: Page; dialog: Locator }, title: string, kind: 'major' | 'minor') {
  await staff.dialog.getByRole('button', { name: 'Publish…', exact: true }).click();
  const publishing = staff.page.getByRole('dialog', { name: `Publish “${title}”` });
  if (kind === 'major') {
    await publishing.getByRole('radio', { name: 'Major change' }).check();
    await publishing.getByRole('textbox', { name: 'Change note' }).fill('The introduction says more.');
  } else {
    await publishing.getByRole('radio', { name: 'Minor fix (typo, formatting)' }).check();
  }
  await publishing.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publishing).toBeHidden();
  await staff.page.context().close();
}

test('staff change one English text; the Yorùbá page says it is being updated until that text is checked and published again', async ({
  page,
  browser,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'a workflow across three browsers: the same at any width');
  // Three browsers and two publications: longer than one page's journey.
  test.slow();
  const author = await createStaff(page.request, 'editor');
  const publisher = await createStaff(page.request, 'editor');
  const title = uniqueTitle('NIN translation status');
  const slug = await publishedCopy(page.request, title, await ninGuideForStaff(page.request));

  // A visitor reads the Yorùbá guide: up to date, so it does not say it is being updated.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/yo/documents/${slug}`);
  await waitForApp(visitor);
  const readEnglish = visitor.getByRole('link', { name: guidesYo['translation.readEnglish'] });
  await expect(readEnglish).toBeVisible();
  await expect(visitor.getByText(BEING_UPDATED)).toHaveCount(0);

  // An editor adds a sentence to the English introduction and saves it.
  const writing = await openGuideEditor(browser, author, '2001:db8::27a', title);
  const intro = writing.dialog.getByRole('textbox', { name: 'Introduction', exact: true });
  const english = await intro.inputValue();
  await intro.fill(`${english} Keep your enrolment slip until your card is ready.`);
  await writing.dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(writing.dialog).toBeHidden();
  await writing.page.context().close();
  // A second editor publishes it.
  await publishFrom(await openGuideEditor(browser, publisher, '2001:db8::27b', title), title, 'major');

  // The visitor's page now says the Yorùbá translation is being updated.
  await visitor.reload();
  await waitForApp(visitor);
  await expect(visitor.getByText(BEING_UPDATED)).toBeVisible();

  // In the editor, in Yorùbá: the status box counts one text, and the introduction alone is flagged.
  const checking = await openGuideEditor(browser, author, '2001:db8::27a', title);
  await checking.dialog.getByLabel('Language you are editing').selectOption({ label: 'Yorùbá' });
  await expect(
    checking.dialog.getByText(/^Texts whose English changed since this translation was checked: 1\./),
  ).toBeVisible();
  await expect(checking.dialog.getByText(FLAG, { exact: true })).toHaveCount(1);
  const yoIntro = checking.dialog.getByRole('textbox', { name: 'Introduction', exact: true });
  await expect(yoIntro).toHaveAccessibleDescription(new RegExp(`${FLAG.replace('.', '\\.')}$`));
  await expect(checking.dialog.getByRole('button', { name: /^Mark this text checked/ })).toHaveCount(1);

  // The native speaker's name, then the text marked checked: the flag goes, the check is recorded.
  await checking.dialog.getByRole('textbox', { name: 'Native speaker who reviewed it' }).fill(REVIEWER);
  await checking.dialog.getByRole('button', { name: 'Mark this text checked (Introduction)' }).click();
  await expect(yoIntro).toBeFocused();
  await expect(checking.dialog.getByText(FLAG, { exact: true })).toHaveCount(0);
  await expect(checking.dialog.getByText(`Checked on its own by ${REVIEWER} on`)).toBeVisible();
  await expect(checking.dialog.getByText(/^Texts whose English changed/)).toHaveCount(0);
  await checking.dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(checking.dialog).toBeHidden();
  await checking.page.context().close();
  await publishFrom(await openGuideEditor(browser, publisher, '2001:db8::27b', title), title, 'minor');

  // The visitor's page no longer says it is being updated.
  await visitor.reload();
  await waitForApp(visitor);
  await expect(readEnglish).toBeVisible();
  await expect(visitor.getByText(BEING_UPDATED)).toHaveCount(0);
  await visitorContext.close();
});

/**
 * The screen as staff see it, with `part` scrolled to `block` of the dialog, in
 * test-results/screens/translation-status/ (Playwright clears test-results at the start of each run).
 * The pointer is moved away first, so no button is shot hovered.
 */
async function shoot(page: Page, part: Locator, block: 'start' | 'center', info: TestInfo, name: string) {
  await part.evaluate((element, block) => element.scrollIntoView({ block }), block);
  await page.mouse.move(0, 0);
  await page.screenshot({
    path: `test-results/screens/translation-status/${name}-${info.project.name}.png`,
  });
}

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`${scheme} theme`, () => {
    test.use({ colorScheme: scheme, reducedMotion: 'reduce' });

    test('screenshots of the guide editor in Yorùbá with a flagged text and the status box (no overflow, also at 200 % text on the phone)', async ({
      page,
    }, info) => {
      // A copy whose English introduction changed after its translations were made; only looked at here.
      const nin = await ninGuideForStaff(page.request);
      const changed = {
        ...nin,
        texts: { ...nin.texts, en: { ...nin.texts.en, intro: `${nin.texts.en.intro} Keep your slip.` } },
      };
      const title = uniqueTitle('NIN translation status screens');
      await publishedCopy(page.request, title, changed);

      await openAdminTab(page, 'content');
      await page.getByRole('searchbox', { name: 'Search titles' }).fill(title);
      await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
      const editor = page.getByRole('dialog', { name: 'Edit content' });
      await editor.getByLabel('Language you are editing').selectOption({ label: 'Yorùbá' });
      const check = editor.getByRole('button', { name: 'Mark this text checked (Introduction)' });
      await expect(check).toBeVisible();
      await expectNoOverflow(page, `the flagged text (${scheme})`);
      // The status box, then the flagged text with its button: what staff read.
      const status = editor.getByRole('alert').filter({ hasText: 'Texts whose English changed' });
      await shoot(page, status, 'start', info, `status-${scheme}`);
      await shoot(page, check, 'center', info, `flag-${scheme}`);
      if (info.project.name !== 'mobile') return;
      await zoomTextTo200(page);
      await expectNoOverflow(page, `the flagged text at 200 % text (${scheme})`);
      await shoot(page, status, 'start', info, `status-200-${scheme}`);
      await shoot(page, check, 'center', info, `flag-200-${scheme}`);
    });
  });
}
