import type { Page } from '@playwright/test';
import { MIN_HUMAN_MS } from '@/shared/api/botCheck';
import { expect, test } from './fixtures';
import { waitForApp } from './a11y.helpers';
import { signIn } from './staff';

/*
 * What readers tell us reaches the staff (issue 28): a reader of the Yorùbá NIN guide reports a
 * problem with the translation, and answers "No" with a comment on another page; staff, in another
 * browser, find both in the admin's Feedback tab, the comment as the text it was, filter by language and
 * mark the report done. Without JavaScript the report's form is a real form the server answers.
 */

const OPEN = 'Ròyìn ìṣòro kan nínú ìtumọ̀ yìí';
const WHAT = 'Kí ni kò tọ̀nà?';
const THANKS = 'A dúpẹ́. Àwọn olùtumọ̀ wa yóò yẹ̀ ẹ́ wò.';

/**
 * The bot check (src/shared/api/botCheck.ts) takes a form sent faster than a person types for a bot:
 * it is answered, and not kept. A journey types faster than anyone, so its page's clock (installed
 * before the page loaded) moves on as long as a person takes: the form measures with performance.now().
 */
const takeTimeLikeAPerson = (page: Page) => page.clock.fastForward(MIN_HUMAN_MS + 200);

test('a reader reports a translation problem and answers No; staff see both as text, filter and mark one done', async ({
  page,
  browser,
}, testInfo) => {
  const mark = `${testInfo.testId}-${testInfo.retry}`;
  const report = `“Owó” ni kí ó jẹ́ “owó ìforúkọsílẹ̀” ${mark}`;
  const comment = `<b>markup</b> stays text ${mark}`;

  await page.clock.install();
  await page.goto('/yo/documents/nin');
  // The app answers the button once the report's code has arrived: it loads when the button is first
  // used (a focus here; a click before it is held for it, as hydration.spec.ts shows).
  await waitForApp(page);
  await Promise.all([
    page.waitForResponse(/\/assets\/TranslationReport-[\w-]+\.js$/),
    page.getByRole('button', { name: OPEN }).focus(),
  ]);
  await page.getByRole('button', { name: OPEN }).click();
  await expect(page).toHaveURL('/yo/documents/nin');
  const form = page.getByRole('form', { name: OPEN });
  const what = form.getByRole('textbox', { name: WHAT });
  await expect(what).toBeFocused();
  await what.fill(report);
  await form.getByRole('textbox', { name: 'Ọ̀rọ̀ tí kò tọ̀nà (tí ẹ bá fẹ́)' }).fill('Owó');
  await takeTimeLikeAPerson(page);
  await form.getByRole('button', { name: 'Fi ìròyìn ránṣẹ́' }).click();
  await expect(page.getByText(THANKS)).toBeFocused();

  await page.goto('/contact');
  const question = page.getByRole('region', { name: 'Is this page useful?' });
  await question.getByRole('button', { name: 'No' }).click();
  await question.getByRole('textbox', { name: 'What went wrong?' }).fill(comment);
  await takeTimeLikeAPerson(page);
  await question.getByRole('button', { name: 'Send' }).click();
  await expect(question.getByText('Thank you for your feedback.')).toBeVisible();

  // Staff, in a browser of their own.
  const staffContext = await browser.newContext();
  try {
    const staff = await staffContext.newPage();
    await signIn(staff);
    await staff.goto('/admin?tab=feedback');
    const list = staff.getByRole('table', { name: 'Feedback, newest first' });
    const reportRow = list.getByRole('row').filter({ hasText: report });
    const commentRow = list.getByRole('row').filter({ hasText: comment });
    await expect(reportRow).toContainText('Translation problem');
    await expect(reportRow).toContainText('Yoruba');
    await expect(reportRow).toContainText('Wrong text: Owó');
    await expect(reportRow.getByRole('link', { name: '/documents/nin' })).toHaveAttribute(
      'href',
      /^\/yo\/documents\/nin/,
    );
    await expect(commentRow).toContainText('/contact');
    await expect(commentRow).toContainText('English');
    // The comment is shown as the text it was: its tags are characters, not elements.
    await expect(commentRow.getByText(comment, { exact: true })).toBeVisible();
    await expect(commentRow.locator('b')).toHaveCount(0);
    await expect(
      staff.getByRole('table', { name: /Feedback per page/ }).getByRole('row', { name: /\/documents\/nin/ }),
    ).toBeVisible();

    const filters = staff.getByRole('form', { name: 'Filter the feedback' });
    await filters.getByLabel('Language').selectOption({ label: 'Yoruba' });
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(commentRow).toHaveCount(0);
    await expect(reportRow).toBeVisible();

    await reportRow.getByRole('button', { name: /in progress/ }).click();
    await expect(reportRow).toContainText('In progress');
    await reportRow.getByRole('button', { name: /done/ }).click();
    await expect(reportRow).toContainText('Done');
    await expect(reportRow.getByRole('button')).toHaveCount(0);

    await staff.reload();
    await filters.getByLabel('Status').selectOption({ label: 'Done' });
    await filters.getByRole('button', { name: 'Show' }).click();
    await expect(reportRow).toContainText('Done');
  } finally {
    await staffContext.close();
  }
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('"Report a problem with this translation": open, write, send — each step answered on the same page', async ({
    page,
  }) => {
    await page.goto('/yo/documents/nin');
    await page.getByRole('button', { name: OPEN }).click();
    await expect(page).toHaveURL('/translation-report#translation-report');
    const form = page.getByRole('form', { name: OPEN });
    const what = form.getByRole('textbox', { name: WHAT });
    await expect(what).toBeInViewport();
    await form.getByRole('button', { name: 'Fi ìròyìn ránṣẹ́' }).click();
    await expect(form.getByText('Ẹ sọ ohun tí kò tọ̀nà.')).toBeVisible();
    await form.getByRole('textbox', { name: WHAT }).fill('Ọ̀rọ̀ “ìjẹ́rìísí” kò tọ̀nà níbí');
    await form.getByRole('button', { name: 'Fi ìròyìn ránṣẹ́' }).click();
    await expect(page.getByText(THANKS)).toBeInViewport();
    await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  });
});

test('a report form opened before the app arrived: the server answers in Yorùbá, and the app carries on in it', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && /hydrat|React/i.test(message.text())) errors.push(message.text());
  });
  const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
  // The app's script has not arrived: the button is sent by the browser itself.
  await page.route(ENTRY_SCRIPT, (route) => route.abort('connectionreset'));
  await page.clock.install();
  await page.goto('/yo/documents/nin');
  await page.unroute(ENTRY_SCRIPT);
  // The answer shows the form open; the app's code for it follows (typing before it comes: the next test).
  const formCode = page.waitForResponse(/\/assets\/TranslationReportForm-[\w-]+\.js$/);
  await page.getByRole('button', { name: OPEN }).click();

  await expect(page.locator('html')).toHaveClass(/app-ready/);
  await formCode;
  // The page the form was on, at its own address, still in its language.
  await expect(page).toHaveURL('/yo/documents/nin#translation-report');
  await expect(page.locator('html')).toHaveAttribute('lang', 'yo');
  const form = page.getByRole('form', { name: OPEN });
  await form.getByRole('textbox', { name: WHAT }).fill('Ọ̀rọ̀ kan kò tọ̀nà');
  await takeTimeLikeAPerson(page);
  await form.getByRole('button', { name: 'Fi ìròyìn ránṣẹ́' }).click();
  await expect(page.getByText(THANKS)).toBeFocused();
  await expect(page).toHaveURL('/yo/documents/nin#translation-report');
  expect(errors).toEqual([]);
});

test('what a reader types into the report form the server sent, before the app’s code for it arrives, is kept and sent', async ({
  page,
}) => {
  const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;
  await page.route(ENTRY_SCRIPT, (route) => route.abort('connectionreset'));
  await page.clock.install();
  await page.goto('/yo/documents/nin');
  await page.unroute(ENTRY_SCRIPT);
  // The form's code is on its way (a slow connection) while the reader types into the server's form.
  let formCodeMayCome!: () => void;
  const typed = new Promise<void>((resolve) => (formCodeMayCome = resolve));
  await page.route(/\/assets\/TranslationReportForm-[\w-]+\.js$/, async (route) => {
    await typed;
    await route.continue();
  });
  await page.getByRole('button', { name: OPEN }).click();
  await expect(page).toHaveURL('/yo/documents/nin#translation-report');
  const form = page.getByRole('form', { name: OPEN });
  const what = form.getByRole('textbox', { name: WHAT });
  await what.fill('Ọ̀rọ̀ tí mo kọ kí ètò tó dé');
  await form.getByRole('textbox', { name: 'Ọ̀rọ̀ tí kò tọ̀nà (tí ẹ bá fẹ́)' }).fill('ìjẹ́rìísí');
  await what.evaluate((field) => Object.assign(field, { typedInto: true }));

  const formCode = page.waitForResponse(/\/assets\/TranslationReportForm-[\w-]+\.js$/);
  formCodeMayCome();
  await formCode;
  await expect(page.locator('html')).toHaveClass(/app-ready/);
  // The app took the server's form over (the same field, not one drawn afresh) with what was in it.
  await expect(what).toHaveValue('Ọ̀rọ̀ tí mo kọ kí ètò tó dé');
  expect(await what.evaluate((field) => 'typedInto' in field)).toBe(true);
  await takeTimeLikeAPerson(page);
  await form.getByRole('button', { name: 'Fi ìròyìn ránṣẹ́' }).click();
  await expect(page.getByText(THANKS)).toBeFocused();
  await expect(page).toHaveURL('/yo/documents/nin#translation-report');
});
