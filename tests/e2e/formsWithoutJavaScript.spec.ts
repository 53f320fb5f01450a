import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/*
 * The visitor forms work without JavaScript (issue 23): the server answers the search box, the
 * newsletter sign-up and "Is this page useful?" with whole pages, as the app would show them. Against the real server (`npm start`):
 * a static host could only show the empty results page.
 */

const THANKS = 'Thank you for your interest!';

/** The newsletter sign-up on the page. */
const signup = (page: Page) => page.getByRole('region', { name: 'Get new guides in your inbox' });

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  test('the search box opens a page of results, and a result leads to its page', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
    await box.fill('passport renewal');
    await box.press('Enter');
    await expect(page).toHaveURL('/search?q=passport+renewal&from=hero');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Search' })).toBeVisible();
    await expect(main.getByRole('searchbox', { name: 'Search guides' })).toHaveValue('passport renewal');
    const results = main.getByRole('list', { name: 'Results' });
    const count = await results.getByRole('listitem').count();
    expect(count).toBeGreaterThan(0);
    await expect(
      main.getByRole('paragraph').filter({ hasText: `${count} results for “passport renewal”` }),
    ).toBeVisible();
    await expect(main.getByRole('status')).toHaveText(`${count} results for “passport renewal”`);

    await results.getByRole('link', { name: 'Passport', exact: true }).click();
    await expect(page).toHaveURL('/documents#doc-passport');
  });

  test('"Is this page useful?": No, what went wrong, Send — each step answered on the same page', async ({
    page,
  }) => {
    await page.goto('/documents/nin');
    const question = page.getByRole('region', { name: 'Is this page useful?' });
    await question.getByRole('button', { name: 'No' }).click();
    await expect(page).toHaveURL('/feedback#page-feedback');
    const box = question.getByRole('textbox', { name: 'What went wrong?' });
    await expect(box).toBeInViewport();
    await box.fill('The fee for a correction is not there');
    await question.getByRole('button', { name: 'Send' }).click();
    await expect(question.getByText('Thank you for your feedback.')).toBeInViewport();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/NIN/);
  });

  test('"Is this page useful?": Yes thanks the visitor at once', async ({ page }) => {
    await page.goto('/articles/seed-three-tiers');
    const question = page.getByRole('region', { name: 'Is this page useful?' });
    await question.getByRole('button', { name: 'Yes' }).click();
    await expect(question.getByText('Thank you for your feedback.')).toBeInViewport();
    await expect(question.getByRole('button', { name: 'Yes' })).toHaveCount(0);
  });

  test('a search that finds nothing says so', async ({ page }) => {
    await page.goto('/search');
    const box = page.getByRole('main').getByRole('searchbox', { name: 'Search guides' });
    await box.fill('zzqxv');
    await box.press('Enter');
    const main = page.getByRole('main');
    await expect(main.getByRole('paragraph').filter({ hasText: 'No results for “zzqxv”.' })).toBeVisible();
  });

  test('the newsletter sign-up thanks the visitor on the same page, saying a link to confirm is on its way', async ({
    page,
  }) => {
    await page.goto('/');
    await signup(page).getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
    await signup(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(page).toHaveURL('/newsletter#newsletter');
    // The answer is the home page, scrolled to the form: the thanks is on screen without looking for it.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Nigeria/);
    await expect(signup(page).getByText(THANKS)).toBeInViewport();
    await expect(signup(page).getByRole('status')).toContainText(
      'Check your inbox: we are sending a link to ada@example.com. Open it to confirm your subscription — until you do, we send nothing else.',
    );
    await expect(signup(page).getByRole('textbox')).toHaveCount(0);
  });

  test('an address the server refuses comes back with the error, still in the field to correct', async ({
    page,
  }) => {
    await page.goto('/');
    const field = signup(page).getByRole('textbox', { name: 'E-mail address' });
    // The browser's own check lets "ada@example" through; the site's rule wants a dot after the @.
    await field.fill('ada@example');
    await signup(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(field).toHaveValue('ada@example');
    await expect(field).toHaveAccessibleDescription(
      'Error: Enter an e-mail address in the correct format, like name@example.com We only use it to send you this newsletter.',
    );
    await expect(field).toBeInViewport();

    await field.fill('ada@example.com');
    await signup(page).getByRole('button', { name: 'Subscribe' }).click();
    await expect(signup(page).getByText(THANKS)).toBeVisible();
  });
});

test.describe('when the script arrives late', () => {
  const ENTRY_SCRIPT = /\/assets\/index-[^/]+\.js$/;

  test('a sign-up sent before it is answered, and the app then carries on from the answer', async ({
    page,
  }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error' && /hydrat|React/i.test(message.text())) errors.push(message.text());
    });
    // The app's script has not arrived: the form is sent by the browser itself.
    await page.route(ENTRY_SCRIPT, (route) => route.abort('connectionreset'));
    await page.goto('/');
    await signup(page).getByRole('textbox', { name: 'E-mail address' }).fill('ada@example.com');
    await page.unroute(ENTRY_SCRIPT);
    await signup(page).getByRole('button', { name: 'Subscribe' }).click();

    await expect(page.locator('html')).toHaveClass(/app-ready/);
    // The app shows the page the form was on, at that page's address (a reload sends nothing again).
    await expect(page).toHaveURL('/#newsletter');
    await expect(signup(page).getByText(THANKS)).toBeVisible();
    await expect(page.locator(':focus')).toContainText(THANKS);
    // The thanks stays its 5 s (SPEC §9), then the empty form returns.
    await expect(signup(page).getByRole('textbox', { name: 'E-mail address' })).toHaveValue('', {
      timeout: 10_000,
    });
    expect(errors).toEqual([]);
  });

  test('a page of results from the server is taken over by the app as it is', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    // Marks the server's results list before the app runs: hydration keeps it, a fresh render would not.
    // And notes every status line the page shows: the results must never give way to "Searching…".
    await page.addInitScript(() => {
      const seen: string[] = [];
      Object.assign(window, { statusLines: seen });
      document.addEventListener('DOMContentLoaded', () => {
        document.querySelector('[aria-label="Results"]')?.setAttribute('data-from-server', '');
        new MutationObserver(() => {
          const line = document.querySelector('main [role="status"]')?.textContent ?? '';
          if (line !== seen.at(-1)) seen.push(line);
        }).observe(document, { subtree: true, childList: true, characterData: true });
      });
    });
    await page.goto('/search?q=nin');
    await expect(page.locator('html')).toHaveClass(/app-ready/);
    const results = page.getByRole('main').getByRole('list', { name: 'Results' });
    await expect(results).toHaveAttribute('data-from-server', '');
    await expect(results.getByRole('listitem').first()).toBeVisible();
    // Once the stored data is read (the app's next step), the page still shows the same results.
    await expect(page.getByRole('main').getByRole('status')).toHaveText(/^\d+ results for “nin”$/);
    // Until the page has settled: everything the app fetches after its start (the stored data's code,
    // the beacon once idle) has come, and nothing has been asked for since.
    await page.waitForLoadState('networkidle');
    expect(
      await page.evaluate(() => (window as unknown as { statusLines: string[] }).statusLines),
    ).not.toContain('Searching…');
    expect(errors).toEqual([]);
  });
});
