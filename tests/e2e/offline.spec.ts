import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join } from 'node:path';
import { type Page } from '@playwright/test';
import { expect, test } from './fixtures';

// The offline copy is a service worker; the other journeys block them so each starts from a clean slate.
test.use({ serviceWorkers: 'allow' });

const TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webmanifest': 'application/manifest+json',
};

/**
 * The built site on a server of this test's own, so the test can switch it off (a phone that loses its
 * signal gets failed connections, as a stopped server gives) and deploy a "new version" of it.
 */
async function startSite(): Promise<{
  origin: string;
  stop: () => Promise<void>;
  deployNewVersion: () => void;
}> {
  let deploys = 0;
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://site').pathname);
    if (path === '/sw.js' && deploys > 0) {
      // A new deploy: the same files under a new version, as a rebuild with changed content gives.
      const worker = readFileSync(join('dist', 'sw.js'), 'utf8').replace(
        /const VERSION = "([^"]+)"/,
        `const VERSION = "$1-${deploys}"`,
      );
      response.writeHead(200, { 'Content-Type': 'text/javascript', 'Cache-Control': 'no-cache' });
      return response.end(worker);
    }
    const file = [join('dist', path), join('dist', path, 'index.html')].find(
      (candidate) => candidate.startsWith('dist') && existsSync(candidate) && extname(candidate),
    );
    response.writeHead(file ? 200 : 404, {
      'Content-Type': TYPES[extname(file ?? '.html')] ?? 'application/octet-stream',
    });
    response.end(readFileSync(file ?? join('dist', '404.html')));
  });
  await new Promise<void>((resolve) => server.listen(0, 'localhost', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://localhost:${port}`,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
    deployNewVersion: () => void (deploys += 1),
  };
}

/** Waits until the offline copy has saved this version and controls the page. */
async function waitForOfflineCopy(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() => page.evaluate(async () => (await caches.match('/offline.html')) !== undefined))
    .toBe(true);
}

test('a guide visited once opens again with no connection', async ({ page }) => {
  const site = await startSite();
  await page.goto(`${site.origin}/documents/nin`);
  const heading = page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' });
  await expect(heading).toBeVisible();
  await waitForOfflineCopy(page);

  await site.stop();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Requirements' })).toBeVisible();
  // The other public pages were saved with it, and the app still moves between them.
  await page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Documents' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Documents' })).toBeVisible();
});

test('a page never saved says plainly that the visitor is offline', async ({ page }) => {
  const site = await startSite();
  await page.goto(site.origin);
  await waitForOfflineCopy(page);
  await site.stop();
  await page.goto(`${site.origin}/education/jamb`);
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'National Identification Number (NIN)' })).toHaveAttribute(
    'href',
    '/documents/nin',
  );
});

test('a new deploy waits for the visitor, then takes over whole, with the old copy removed', async ({
  page,
}) => {
  const site = await startSite();
  await page.goto(`${site.origin}/documents/nin`);
  await waitForOfflineCopy(page);
  const cachesNow = () => page.evaluate(() => caches.keys());
  const [oldCache] = await cachesNow();

  site.deployNewVersion();
  await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
  const notice = page.getByRole('status').filter({ hasText: 'A newer version of this site is ready.' });
  await expect(notice).toBeVisible();
  // Nothing has changed under the visitor yet: the old version still answers.
  expect(await cachesNow()).toContain(oldCache);

  await notice.getByRole('button', { name: 'Reload to update' }).click();
  await page.waitForEvent('load');
  await expect(
    page.getByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }),
  ).toBeVisible();
  await expect.poll(cachesNow).toEqual([`${oldCache}-1`]);
  await expect(notice).toBeHidden();
  await site.stop();
});

test('the site can be installed: a manifest with icons, maskable too, and the theme colour', async ({
  page,
  request,
}) => {
  await page.goto('/');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  const manifest = (await (await request.get(href!)).json()) as {
    icons: { src: string; sizes: string; purpose?: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Citizen Guide Nigeria',
    start_url: '/',
    display: 'standalone',
    theme_color: '#006b40',
  });
  const purposes = manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`);
  expect(purposes).toEqual(expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']));
  for (const icon of manifest.icons) expect((await request.get(icon.src)).ok()).toBe(true);
});
