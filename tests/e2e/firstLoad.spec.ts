import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { openAdminTab, openPage, PUBLIC_PAGES } from './a11y.helpers';

/**
 * What each public page downloads before anyone touches it. Libraries are recognised by strings their
 * minified code keeps: xstate's built-in event names, and the data attributes of react-bootstrap's
 * @restart/ui layer (it marks every dropdown item, tab and nav link it renders).
 */
const SIGNATURES = {
  xstate: 'xstate.init',
  'react-bootstrap': 'data-rr-ui-',
} as const;

type Library = keyof typeof SIGNATURES;

/** Collects the text of every response of this kind (script, stylesheet) the page receives from now on. */
function watchDownloads(page: Page, resourceType: 'script' | 'stylesheet') {
  const texts: Promise<string>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() === resourceType) texts.push(response.text());
  });
  return () => Promise.all(texts);
}

/** Records the libraries found in every script the page downloads from now on. */
function watchScripts(page: Page) {
  const scripts = watchDownloads(page, 'script');
  return async () => {
    const codes = await scripts();
    const found = (Object.entries(SIGNATURES) as [Library, string][]).filter(([, signature]) =>
      codes.some((code) => code.includes(signature)),
    );
    return found.map(([library]) => library).sort();
  };
}

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`${path} downloads neither react-bootstrap nor xstate on arrival`, async ({ page }) => {
    const libraries = watchScripts(page);
    await openPage(page, path, h1);
    await page.waitForLoadState('networkidle');
    expect(await libraries()).toEqual([]);
  });
}

for (const { path, h1 } of PUBLIC_PAGES) {
  test(`${path} never downloads again the stylesheet it carries inside`, async ({ page }) => {
    const stylesheets = watchDownloads(page, 'stylesheet');
    await openPage(page, path, h1);
    // Down to the footer, so the parts that load as they come near (feedback, sharing, the newsletter)
    // have loaded too: each lazy chunk lists the site stylesheet among the files it needs.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    const inside = await page.evaluate(() =>
      [...document.querySelectorAll('style')].map((s) => s.textContent),
    );
    const downloadedAgain = (await stylesheets()).filter((css) => inside.includes(css));
    expect(downloadedAgain).toHaveLength(0);
  });
}

test('the newsletter fetches its machine when its field takes focus, and then works', async ({ page }) => {
  const libraries = watchScripts(page);
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  await page.waitForLoadState('networkidle');
  expect(await libraries()).toEqual([]);

  const section = page.getByRole('region', { name: 'Get new guides in your inbox' });
  const input = section.getByRole('textbox', { name: 'E-mail address' });
  await input.focus();
  await expect.poll(libraries).toEqual(['xstate']);
  await input.fill('ada@example');
  await input.press('Enter');
  await expect(
    section.getByText('Enter an e-mail address in the correct format', { exact: false }),
  ).toBeVisible();
});

test('the newsletter downloads nothing as it comes into view: its code waits to be used', async ({
  page,
}) => {
  const libraries = watchScripts(page);
  const newsletterCode: string[] = [];
  page.on('request', (request) => {
    if (/\/assets\/NewsletterSignup-[\w-]+\.js$/.test(request.url())) newsletterCode.push(request.url());
  });
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  const section = page.getByRole('region', { name: 'Get new guides in your inbox' });
  await section.scrollIntoViewIfNeeded();
  await expect(section).toBeInViewport();
  await page.waitForLoadState('networkidle');
  expect(newsletterCode).toEqual([]);
  expect(await libraries()).toEqual([]);
  // Used (its field pressed), its code and then its machine arrive.
  await section.getByRole('textbox', { name: 'E-mail address' }).click();
  await expect.poll(() => newsletterCode.length).toBe(1);
  await expect.poll(libraries).toEqual(['xstate']);
});

test('a sign-up sent before the machine has arrived goes through once it has', async ({ page }) => {
  // Hold back every script fetched after the page has loaded: the machine's chunk among them.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  await page.waitForLoadState('networkidle');
  await page.route('**/assets/*.js', async (route) => {
    await held;
    await route.continue();
  });
  const written: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('ada@example.com')) written.push(message.text());
  });

  const section = page.getByRole('region', { name: 'Get new guides in your inbox' });
  const input = section.getByRole('textbox', { name: 'E-mail address' });
  await input.fill('ada@example.com');
  await expect(input).toHaveValue('ada@example.com');
  await input.press('Enter');
  // The press was taken: the form says it is busy, its button looks not yet ready; no thanks yet.
  const form = section.getByRole('form');
  await expect(form).toHaveAttribute('aria-busy', 'true');
  await expect(section.getByRole('button', { name: 'Subscribe' })).toHaveClass(/\bdisabled\b/);
  await expect(section.getByText('Thank you for your interest!')).toBeHidden();

  release();
  await expect(section.getByText('Thank you for your interest!')).toBeVisible();
  // The visitor's address is written to no log, before or after.
  expect(written).toEqual([]);
});

test('the login fetches its machine when focus enters the form', async ({ page }) => {
  const libraries = watchScripts(page);
  await openPage(page, '/login', 'Admin login');
  await page.waitForLoadState('networkidle');
  expect(await libraries()).toEqual([]);
  await page.getByLabel('E-mail', { exact: true }).focus();
  await expect.poll(libraries).toEqual(['xstate']);
});

test('the check recognises both libraries where they do belong: the staff dashboard', async ({ page }) => {
  const libraries = watchScripts(page);
  await openAdminTab(page, 'content');
  await page.waitForLoadState('networkidle');
  expect(await libraries()).toEqual(['react-bootstrap', 'xstate']);
});
