import { expect, test } from './fixtures';
import { waitForApp, watchConsole } from './a11y.helpers';
import { signIn } from './staff';

/** The seed articles' addresses (server/db/migrations/0005_seed_articles.sql): made from their titles. */
const THREE_TIERS = '/articles/the-three-tiers-of-government-in-nigeria';
const SEED_ARTICLES = [
  '/articles/how-to-get-your-national-identification-number-nin',
  THREE_TIERS,
  '/articles/registering-for-the-jamb-utme',
];

/**
 * Every kind of public page, with its h1 and a sentence of its main content: the pages the build writes,
 * and an article, which the server renders from the database (issue 25) with the same React pages.
 */
const PAGES = [
  { path: '/', h1: 'Government services in Nigeria, explained simply', text: 'Popular:' },
  { path: '/documents', h1: 'Documents', text: 'Your 11-digit National Identification Number' },
  { path: '/documents/nin', h1: 'National Identification Number (NIN)', text: 'Last reviewed' },
  { path: '/search', h1: 'Search', text: 'Type what you are looking for' },
  {
    path: THREE_TIERS,
    h1: 'The three tiers of government in Nigeria',
    text: '774 local government areas',
  },
  { path: '/login', h1: 'Admin login', text: 'You do not need an account to read any guide.' },
  { path: '/unauthorized', h1: 'Access Denied', text: 'This page is restricted to administrators only.' },
  { path: '/terms', h1: '404 - Page Not Found', text: 'We could not find that page.' },
];

test.describe('the public pages, as the server sends them', () => {
  for (const { path, h1, text } of PAGES) {
    test(`${path} holds its title, description, canonical link, h1 and content in the HTML`, async ({
      request,
    }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(path === '/terms' ? 404 : 200);
      const html = await response.text();
      expect(html).toMatch(/<html lang="en"/);
      expect(html).toMatch(/<title>[^<]*Citizen Guide Nigeria[^<]*<\/title>/);
      expect(html).toMatch(/<meta name="description" content="[^"]{40,}"/);
      expect(html).toMatch(/<link rel="canonical" href="https:\/\/[^"]+"/);
      const root = html.slice(html.indexOf('<div id="root"'));
      expect(root).toMatch(new RegExp(`<h1[^>]*>${h1.replace(/[()]/g, '\\$&')}</h1>`));
      expect(root).toContain(text);
    });
  }

  test("the sitemap (the server's) lists the guides and the articles with their dates, and robots.txt points to it", async ({
    request,
  }) => {
    // The index names one sitemap per language (issue 27); the English one lists the articles.
    const index = await (await request.get('/sitemap.xml')).text();
    expect(index).toMatch(/<loc>https:\/\/[^<]+\/sitemap-yo\.xml<\/loc>/);
    const response = await request.get('/sitemap-en.xml');
    expect(response.headers()['content-type']).toMatch(/xml/);
    const sitemap = await response.text();
    for (const path of ['/', '/documents', '/documents/nin']) {
      expect(sitemap).toMatch(new RegExp(`<loc>https://[^<]+${path === '/' ? '/' : path}</loc>`));
    }
    for (const path of SEED_ARTICLES) {
      expect(sitemap).toMatch(new RegExp(`<loc>https://[^<]+${path}</loc><lastmod>\\d{4}-\\d\\d-\\d\\d`));
    }
    expect(sitemap).not.toContain('/admin');
    expect(sitemap).not.toContain('/articles/seed-');
    expect(await (await request.get('/robots.txt')).text()).toMatch(/Sitemap: https:\/\/\S+\/sitemap\.xml/);
  });

  test("an article's old address (from when articles lived in the browser) answers 301 to its new one", async ({
    request,
  }) => {
    const response = await request.get('/articles/seed-three-tiers', { maxRedirects: 0 });
    expect(response.status()).toBe(301);
    expect(response.headers().location).toBe(THREE_TIERS);
  });
});

test.describe('with JavaScript switched off', () => {
  test.use({ javaScriptEnabled: false });

  for (const { path, h1, text } of PAGES) {
    test(`${path} shows its whole content`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
      await expect(page.getByText('Only the staff area needs it switched on.')).toBeVisible();
    });
  }

  for (const { path, fill, button } of [
    {
      path: '/login',
      fill: [
        ['E-mail', 'admin@example.gov.ng'],
        ['Password', 'secret words'],
      ],
      button: 'Log in',
    },
    { path: '/', fill: [['E-mail address', 'ada@example.com']], button: 'Subscribe' },
  ]) {
    test(`the form on ${path} never puts what was typed into an address`, async ({ page }) => {
      await page.goto(path);
      for (const [label, value] of fill) await page.getByLabel(label!, { exact: true }).fill(value!);
      const [request] = await Promise.all([
        page.waitForRequest((request) => request.isNavigationRequest()),
        page.getByRole('button', { name: button }).click(),
      ]);
      expect(request.method()).toBe('POST');
      expect(request.url()).not.toMatch(/secret|ada|admin%40|email=/);
    });
  }

  test('the NIN guide shows every part in order, each under its name, without tabs that cannot switch', async ({
    page,
  }) => {
    await page.goto('/documents/nin');
    await expect(page.getByRole('tablist')).toBeHidden();
    const parts = page.locator('.guide-panel');
    await expect(parts).toHaveCount(5);
    for (const [index, name] of ['Overview', 'Requirements', 'Process', 'Verification', 'FAQs'].entries()) {
      await expect(parts.nth(index).getByRole('heading', { level: 2, name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('navigation', { name: 'Parts of this guide' })).toHaveCount(0);
  });

  test('links lead from page to page', async ({ page }) => {
    await page.goto('/');
    await page
      .getByRole('main')
      .getByRole('link', { name: /National Identification Number/ })
      .first()
      .click();
    await expect(page).toHaveURL('/documents/nin');
    await expect(
      page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }),
    ).toBeVisible();
    await page
      .getByRole('navigation', { name: 'Breadcrumb' })
      .getByRole('link', { name: 'Documents' })
      .click();
    await expect(page).toHaveURL('/documents');
  });
});

test.describe('hydration', () => {
  for (const { path, h1 } of PAGES) {
    test(`${path} hydrates with no error or warning, and then responds`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await waitForApp(page);
      // Hydrated: the app moves focus to the h1 after an in-app navigation, which only the app can do.
      const footer = page.getByRole('contentinfo').getByRole('navigation', { name: 'Categories' });
      await footer.getByRole('link', { name: path === '/documents' ? 'FAQs' : 'Documents' }).click();
      await expect(page.getByRole('heading', { level: 1 })).toBeFocused();
      expect(problems).toEqual([]);
    });
  }

  for (const path of [THREE_TIERS, '/documents/nin']) {
    test(`${path}: the feedback question keeps its place while its code is late (nothing jumps)`, async ({
      page,
    }) => {
      // The question's code is held back until the app has started and read the stored data, which
      // re-renders the page: on a slow phone that order is the usual one.
      let release = () => {};
      const held = new Promise<void>((resolve) => (release = resolve));
      await page.route('**/assets/PageFeedback-*.js', async (route) => {
        await held;
        await route.continue();
      });
      await page.addInitScript(() => {
        const shifts: number[] = [];
        Object.assign(window, { shifts });
        new PerformanceObserver((list) => {
          // As CLS counts them: a change right after the visitor's own input (their click) is not a shift.
          for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[])
            if (!entry.hadRecentInput) shifts.push(entry.value);
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const problems = watchConsole(page);
      await page.goto(path);
      await waitForApp(page);
      await page.evaluate(() => new Promise((done) => requestIdleCallback(done)));
      const question = page.getByRole('region', { name: 'Is this page useful?' });
      await expect(question.getByRole('button', { name: 'Yes' })).toBeVisible();
      release();
      // React drops a tap on a part whose code has not arrived yet (it cannot run it, and does not replay
      // it), so this taps again until the released code has made the question live, as a visitor would.
      await expect(async () => {
        await question.getByRole('button', { name: 'Yes' }).click({ timeout: 1000 });
        await expect(question.getByText('Thank you')).toBeVisible({ timeout: 1000 });
      }).toPass();
      expect(await page.evaluate(() => (window as unknown as { shifts: number[] }).shifts)).toEqual([]);
      expect(problems).toEqual([]);
    });
  }

  test('a page hydrates the same for a signed-in admin (stored choices are applied after)', async ({
    page,
  }) => {
    await signIn(page);
    const problems = watchConsole(page);
    await page.goto('/documents/nin');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
    expect(problems).toEqual([]);
  });
});
