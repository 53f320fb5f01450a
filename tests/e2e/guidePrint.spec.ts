import { type Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';

/** The guide's five parts, in order: their tab names, which head each part on paper. */
const PARTS = ['Overview', 'Requirements', 'Process', 'Verification', 'FAQs'];

/**
 * The text a CSS pseudo-element adds (null if none). A browser may report `attr(href)` unresolved in the
 * computed `content`, so it is read from the element here: either way the result is the printed text.
 */
function generatedText(element: Locator, pseudo: '::before' | '::after'): Promise<string | null> {
  return element.evaluate((el, which) => {
    const content = getComputedStyle(el, which).content;
    if (content === 'none' || content === 'normal') return null;
    return [...content.matchAll(/"((?:[^"\\]|\\.)*)"|attr\(([\w-]+)\)/g)]
      .map(([, text, attribute]) => (attribute ? (el.getAttribute(attribute) ?? '') : text))
      .join('');
  }, pseudo);
}

/** The box drawn before a list item, as its width and border (none on screen). */
function tickBox(item: Locator) {
  return item.evaluate((el) => {
    const box = getComputedStyle(el, '::before');
    return { content: box.content, width: parseFloat(box.width), border: box.borderTopStyle };
  });
}

test('the NIN guide prints as one document: every part under its name, no site around it, addresses written out', async ({
  page,
}) => {
  // Chosen on screen: the last tab. On paper every part prints all the same, from the first.
  await page.goto('/documents/nin?tab=faqs');
  await waitForApp(page);
  const main = page.getByRole('main');
  const chrome = [
    page.getByRole('banner'),
    page.getByRole('contentinfo'),
    page.getByRole('tablist', { name: 'Sections of this guide' }),
    page.getByRole('navigation', { name: 'Breadcrumb' }),
    page.getByRole('complementary', { name: 'Related documents and help' }),
  ];
  const official = main.getByRole('link', { name: /^National Identity Management Commission \(NIMC\)/ });
  // In the Requirements part, hidden on screen while FAQs is chosen.
  const thingToBring = main
    .getByRole('listitem', { includeHidden: true })
    .filter({ hasText: 'a document that shows your name and date of birth' });

  // On screen: the site around the guide, one part at a time, no print-only headings or additions.
  for (const part of chrome) await expect(part).toBeVisible();
  // The closed parts are in the page, hidden until found (find-in-page); one is open.
  await expect(page.locator('[role="tabpanel"]:not([hidden])')).toHaveCount(1);
  for (const name of PARTS) {
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeHidden();
  }
  expect(await generatedText(official, '::after')).toBeNull();
  expect((await tickBox(thingToBring)).content).toBe('none');

  await page.emulateMedia({ media: 'print' });

  for (const part of chrome) await expect(part).toBeHidden();
  // Nothing to tap on paper: share and feedback buttons, forms (none may show wherever they are placed).
  await expect(main.getByRole('button')).toHaveCount(0);
  await expect(main.getByRole('link', { name: /WhatsApp/ })).toHaveCount(0);

  await expect(page.getByRole('tabpanel')).toHaveCount(PARTS.length);
  for (const name of PARTS) {
    await expect(main.getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
  }
  const headings = await main.getByRole('heading', { level: 2 }).allInnerTexts();
  expect(headings.map((text) => text.trim()).filter((text) => PARTS.includes(text))).toEqual(PARTS);
  // Each part's own text prints too, not only its name.
  await expect(main.getByText('Your NIN is a lifetime identifier')).toBeVisible();
  await expect(main.getByText('Does my NIN expire?')).toBeVisible();

  // What to bring: a box to tick beside each thing.
  await expect(thingToBring).toBeVisible();
  const box = await tickBox(thingToBring);
  expect(box.width).toBeGreaterThan(0);
  expect(box.border).toBe('solid');

  // An official link cannot be followed on paper: its address is written after it.
  await expect(official).toBeVisible();
  expect(await generatedText(official, '::after')).toBe(' (https://nimc.gov.ng)');
});
