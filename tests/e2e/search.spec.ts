import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import yoGuide from '../../src/features/guides/ninGuideMessages.yo';
import yoResults from '../../src/features/search/resultsMessages.yo';
import {
  currentToast,
  generateDraft,
  isNarrow,
  openAdminTab,
  openSlideOutMenu,
  waitForApp,
  watchConsole,
  zoomTextTo200,
} from './a11y.helpers';
import { uniqueTitle } from './content';

/** The results list (named in the page's language) and its first link. */
const results = (page: Page, name = 'Results') => page.getByRole('list', { name });
const firstResult = (page: Page) => results(page).getByRole('link').first();

test('from the header box to a guide tab', async ({ page }) => {
  test.skip(isNarrow(page), 'the bar has no search box below 768 px; the slide-out menu journey covers it');
  const problems = watchConsole(page);
  await page.goto('/documents');
  await waitForApp(page);
  const box = page.getByRole('banner').getByRole('searchbox', { name: 'Search guides' });
  await box.fill('identifcation'); // a typo on purpose
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=identifcation&from=header');
  await expect(page.getByText(/\d+ results for “identifcation”/).first()).toBeVisible();
  await expect(firstResult(page)).toHaveText('National Identification Number (NIN)');
  await box.fill('modification fee');
  await box.press('Enter');
  // The first result that is a section of the guide: it opens on its own tab.
  await results(page).locator('a[href*="?tab="]').first().click();
  await expect(page).toHaveURL(/\/documents\/nin\?tab=requirements#nin-requirements-\w+$/);
  await expect(page.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

test('from the slide-out menu on a phone', async ({ page }) => {
  test.skip(!isNarrow(page), 'the slide-out menu is the narrow layout');
  await page.goto('/');
  await waitForApp(page);
  const panel = await openSlideOutMenu(page);
  await panel.getByRole('searchbox', { name: 'Search guides' }).fill('passport');
  await panel.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL('/search?q=passport&from=mobile-menu');
  await expect(panel).toBeHidden();
  await expect(firstResult(page)).toContainText(/passport/i);
});

test('the results page searches again from its own box, and Back returns to the last results', async ({
  page,
}) => {
  await page.goto('/search?q=NIN');
  await expect(firstResult(page)).toBeVisible();
  const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
  await expect(box).toHaveValue('NIN');
  await box.fill('bank verification number');
  await box.press('Enter');
  await expect(page).toHaveURL('/search?q=bank+verification+number&from=results');
  await expect(firstResult(page)).toContainText('BVN');
  await page.goBack();
  await expect(page.getByRole('main').getByRole('searchbox')).toHaveValue('NIN');
  await expect(firstResult(page)).toContainText(/NIN|National Identification/);
});

test('nothing found: a close spelling, and ways on', async ({ page }) => {
  await page.goto('/search?q=pasprot');
  await expect(page.getByRole('paragraph').filter({ hasText: 'No results for “pasprot”.' })).toBeVisible();
  await page.getByRole('link', { name: 'passport', exact: true }).click();
  await expect(firstResult(page)).toContainText(/passport/i);
});

test('a query with markup is shown as text', async ({ page }) => {
  let dialogs = 0;
  page.on('dialog', (dialog) => {
    dialogs += 1;
    void dialog.dismiss();
  });
  await page.goto(`/search?q=${encodeURIComponent('<img src=x onerror=alert(1)>passport')}`);
  await expect(firstResult(page)).toBeVisible();
  await expect(page.getByRole('main').locator('img')).toHaveCount(0);
  expect(dialogs).toBe(0);
});

test('the not-found page searches the words of the missing address', async ({ page }) => {
  await page.goto('/documents/passport');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
  const search = page.getByRole('region', { name: 'Search the site' });
  await expect(search.getByRole('searchbox')).toHaveValue('passport');
  await search.getByRole('list', { name: 'Results' }).getByRole('link').first().click();
  await expect(page).toHaveURL('/documents#doc-passport');
  await expect(page.locator('#doc-passport')).toBeVisible();
  await expect(page.locator('#doc-passport').getByText('Nigeria Immigration Service (NIS)')).toBeVisible();
});

test('an article page, from the search to the page, and its title', async ({ page }) => {
  await page.goto('/search?q=three+tiers');
  // Followed inside the app: the article is fetched after the link, and named and focused when it comes.
  await waitForApp(page);
  await results(page)
    .getByRole('link', { name: /three tiers of government/i })
    .click();
  await expect(page).toHaveURL('/articles/the-three-tiers-of-government-in-nigeria');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The three tiers of government in Nigeria' }),
  ).toBeFocused();
  await expect(page).toHaveTitle('The three tiers of government in Nigeria · Citizen Guide Nigeria');
  await page.goto('/articles/no-such-article');
  await expect(page.getByRole('heading', { level: 1, name: '404 - Page Not Found' })).toBeVisible();
});

// publishing.spec.ts follows an article from the Content Management form to every visitor (no JavaScript,
// search, 410 once unpublished); this is the generator's way to the same page, in the staff's own browser.
test("a draft published from the generator opens from its toast, is the server's page on reload, and is found by search", async ({
  page,
}) => {
  await openAdminTab(page, 'generator');
  const preview = await generateDraft(page, uniqueTitle('Road safety for okada riders'));
  const title = (await preview.getByRole('heading', { level: 4 }).textContent())!.trim();
  await preview.getByRole('button', { name: 'Publish Content' }).click();
  await currentToast(page).getByRole('link', { name: 'View the page' }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page).toHaveURL(/\/articles\/[a-z0-9-]+$/);
  // Loaded again, the address is answered by the server from its database, as it is for any visitor.
  expect((await page.reload())?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await page.goto(`/search?q=${encodeURIComponent(title.split(' ').at(-1)!)}`);
  await expect(results(page).getByRole('link', { name: title })).toBeVisible();
});

test('a shared guide link opens its tab; a chosen tab is in the address and Back returns', async ({
  page,
}) => {
  const problems = watchConsole(page);
  await page.goto('/documents/nin?tab=verification');
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  await waitForApp(page);
  await page.getByRole('tab', { name: 'FAQs' }).click();
  await expect(page).toHaveURL('/documents/nin?tab=faqs');
  await page.goBack();
  await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
  await page.goto('/documents/nin#faqs');
  await expect(page.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
  expect(problems).toEqual([]);
});

/**
 * What is wrong with how the result titles read, as laid out: a title whose text reads differently from
 * what it says (a highlighted word laid out as a box of its own puts line breaks around it and loses
 * the spaces beside it), a highlight that is not inline text, that begins or ends inside a word or
 * leaves a tone mark outside, and a word broken across two lines.
 */
function titleProblems(page: Page, listName: string): Promise<string[]> {
  return results(page, listName).evaluate((list) => {
    const problems: string[] = [];
    const inWord = /[\p{L}\p{M}\p{N}]/u;
    for (const link of list.querySelectorAll<HTMLElement>(':is(h2, h3) a')) {
      const said = link.textContent.replace(/\s+/g, ' ').trim();
      const read = link.innerText.replace(/\s+/g, ' ').trim();
      if (read !== said) problems.push(`"${said}" reads as "${read}"`);
      for (const mark of link.querySelectorAll('mark')) {
        const { display } = getComputedStyle(mark);
        if (display !== 'inline') problems.push(`"${mark.textContent}" in "${said}" is display: ${display}`);
        const before = new Range();
        before.setStart(link, 0);
        before.setEndBefore(mark);
        const after = new Range();
        after.setStartAfter(mark);
        after.setEnd(link, link.childNodes.length);
        const text = mark.textContent;
        if (inWord.test(before.toString().slice(-1)) || inWord.test(after.toString().slice(0, 1)))
          problems.push(`"${text}" in "${said}" is part of a word`);
        if (/^\p{M}/u.test(text) || /^\p{M}/u.test(after.toString()))
          problems.push(`a tone mark apart from its letter at "${text}" in "${said}"`);
      }
      const walker = document.createTreeWalker(link, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        for (const word of (node.textContent ?? '').matchAll(/[\p{L}\p{N}][\p{L}\p{M}\p{N}]*/gu)) {
          const range = new Range();
          range.setStart(node, word.index);
          range.setEnd(node, word.index + word[0].length);
          const lines = new Set([...range.getClientRects()].map((rect) => Math.round(rect.bottom)));
          if (lines.size > 1) problems.push(`"${word[0]}" in "${said}" is split over ${lines.size} lines`);
        }
      }
    }
    return problems;
  });
}

test.describe('result titles on a 375 px phone', () => {
  // Reading checks at 375 px (the mobile project) and the screenshots a person looks at; the desktop
  // layout has no flex link to break the text.
  test.beforeEach(({ page }) => test.skip(!isNarrow(page), 'the 375 px phone layout'));

  for (const { language, path, list } of [
    { language: 'English', path: '/search?q=NIN', list: 'Results' },
    { language: 'Yorùbá', path: '/yo/search?q=NIN', list: yoResults['results.list'] },
    // A word with a tone mark that Unicode writes as a combining character (ẹ̀), highlighted.
    {
      language: 'Yorùbá',
      path: `/yo/search?q=${encodeURIComponent('ṣàyẹ̀wò')}`,
      list: yoResults['results.list'],
    },
  ]) {
    test(`${language}, ${path}: every title reads whole, at 100 % and 200 % text`, async ({
      page,
    }, testInfo) => {
      await page.goto(path);
      await expect(results(page, list).locator('mark').first()).toBeVisible();
      for (const textSize of ['100', '200']) {
        if (textSize === '200') await zoomTextTo200(page);
        expect(await titleProblems(page, list), `${textSize} % text`).toEqual([]);
        await results(page, list).scrollIntoViewIfNeeded();
        await page.screenshot({
          path: testInfo.outputPath(`results-${testInfo.title.replace(/\W+/g, '-')}-${textSize}.png`),
        });
      }
    });
  }
});

test.describe('a result for a section of the guide', () => {
  const heading = (page: Page) =>
    page.getByRole('heading', { level: 2, name: 'Find your NIN by short code' });

  test('opens its tab and brings the reader to its heading, which takes focus', async ({ page }) => {
    await page.goto('/search?q=short+code');
    await waitForApp(page);
    await results(page).getByRole('link', { name: 'Find your NIN by short code' }).click();
    await expect(page).toHaveURL('/documents/nin?tab=verification#nin-verification-shortCode');
    await expect(page.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
    await expect(heading(page)).toBeFocused();
    await expect(heading(page)).toBeInViewport();
    // The next Tab goes on from the section: to the short code's tap-to-dial link, not the page's top.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: '*346#' }).first()).toBeFocused();
  });

  test('a shared address of a section opens at the section, in any language', async ({ page }) => {
    await page.goto('/yo/documents/nin?tab=verification#nin-verification-shortCode');
    const yoHeading = page.getByRole('heading', {
      level: 2,
      name: yoGuide['verification.shortCode.heading'],
    });
    await expect(yoHeading).toBeFocused();
    await expect(yoHeading).toBeInViewport();
  });

  test.describe('with reduced motion', () => {
    test.use({ reducedMotion: 'reduce' });

    test('it jumps there, without a scrolling animation', async ({ page }) => {
      await page.goto('/search?q=short+code');
      await waitForApp(page);
      // Where the heading is at the moment it takes focus: already where it ends up if the page jumped,
      // still far below if it is gliding there.
      await page.evaluate(() =>
        document.addEventListener('focusin', (event) => {
          const target = event.target as HTMLElement;
          if (target.id) sessionStorage.setItem('topAtFocus', String(target.getBoundingClientRect().top));
        }),
      );
      await results(page).getByRole('link', { name: 'Find your NIN by short code' }).click();
      await expect(heading(page)).toBeFocused();
      await expect(heading(page)).toBeInViewport();
      const topAtFocus = Number(await page.evaluate(() => sessionStorage.getItem('topAtFocus')));
      const top = await heading(page).evaluate((element) => element.getBoundingClientRect().top);
      expect(Math.abs(topAtFocus - top)).toBeLessThan(2);
    });
  });
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('a search box is a real form: it opens the results address', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
    await box.fill('NIN');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=NIN&from=hero');
    await expect(page.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
  });
});
