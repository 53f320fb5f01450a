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

/** Records the libraries found in every script the page downloads from now on. */
function watchScripts(page: Page) {
  const found = new Set<Library>();
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.text().then((code) => {
        for (const [library, signature] of Object.entries(SIGNATURES) as [Library, string][]) {
          if (code.includes(signature)) found.add(library);
        }
      }),
    );
  });
  return async () => {
    await Promise.all(pending);
    return [...found].sort();
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

test('the newsletter fetches its machine as it scrolls near the screen', async ({ page }) => {
  const libraries = watchScripts(page);
  await openPage(page, '/', PUBLIC_PAGES[0].h1);
  await page.waitForLoadState('networkidle');
  expect(await libraries()).toEqual([]);
  await page.getByRole('heading', { name: 'Citizen Guide in numbers' }).scrollIntoViewIfNeeded();
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
  const logged: string[] = [];
  page.on('console', (message) => {
    if (message.text().includes('[newsletter]')) logged.push(message.text());
  });

  const section = page.getByRole('region', { name: 'Get new guides in your inbox' });
  const input = section.getByRole('textbox', { name: 'E-mail address' });
  await input.fill('ada@example.com');
  await expect(input).toHaveValue('ada@example.com');
  await input.press('Enter');
  await page.waitForTimeout(300);
  await expect(section.getByText('Thank you for subscribing!')).toBeHidden();

  release();
  await expect(section.getByText('Thank you for subscribing!')).toBeVisible();
  expect(logged).toHaveLength(1);
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
