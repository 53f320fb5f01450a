import { type APIRequestContext, type Page } from '@playwright/test';
import { CSRF_HEADER } from '@/shared/api/accounts';
import { CONTENT_PAGE_SIZE, CONTENT_PATH, type ContentPage } from '@/shared/api/content';
import { STORAGE_KEYS } from '@/shared/store/storageKeys';
import { expectNoOverflow } from './a11y.helpers';
import { expectNoAxeViolations } from './axe';
import { uniqueTitle } from './content';
import { expect, test } from './fixtures';
import { signIn, signInRequest } from './staff';

// Issue 12, brought to issue 25: a long list is the server's now — it pages, filters and searches, and the
// browser holds one page of it; and a stored offline copy this version cannot use is never destroyed.

/** One page and a bit: enough to need the second page. */
const SEEDED = CONTENT_PAGE_SIZE + 2;

/**
 * Creates `count` articles titled "`prefix` <n>" through the API, signed in once as the first admin:
 * every third one published, the categories alternating. Returns how many are published.
 */
async function seedArticles(request: APIRequestContext, prefix: string, count: number): Promise<number> {
  const { csrfToken } = await signInRequest(request);
  const numbers = Array.from({ length: count }, (_, i) => i + 1);
  const status = (n: number) => (n % 3 === 0 ? 'published' : 'draft');
  // All at once: the server takes concurrent creates, and the journey stays quick on a loaded machine.
  await Promise.all(
    numbers.map(async (n) => {
      const response = await request.post(CONTENT_PATH, {
        data: {
          title: `${prefix} ${n}`,
          summary: '',
          category: n % 2 ? 'documents' : 'education',
          content: 'A paragraph of guidance.',
          status: status(n),
        },
        headers: { [CSRF_HEADER]: csrfToken },
      });
      expect(response.status(), await response.text()).toBe(201);
    }),
  );
  const published = numbers.filter((n) => status(n) === 'published').length;
  return published;
}

/** How many items the server holds whose titles contain `words`. */
async function countOnServer(request: APIRequestContext, words: string): Promise<number> {
  const response = await request.get(CONTENT_PATH, { params: { q: words } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ContentPage).total;
}

test('a list longer than a page: the server pages, searches and filters it, and a delete is kept', async ({
  page,
}) => {
  const prefix = uniqueTitle('Ledger');
  const published = await seedArticles(page.request, prefix, SEEDED);
  await signIn(page);
  // Each list page is one request for one page: the browser never holds the whole list.
  const pageSizes: number[] = [];
  page.on('response', async (response) => {
    if (new URL(response.url()).pathname === CONTENT_PATH && response.request().method() === 'GET')
      pageSizes.push(((await response.json()) as ContentPage).items.length);
  });
  await page.goto('/admin?tab=content');
  await expect(page.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();

  const filters = page.getByRole('search', { name: 'Filter the content list' });
  await filters.getByRole('searchbox', { name: 'Search titles' }).fill(prefix);
  await expect(page.getByText(`Showing 1–${CONTENT_PAGE_SIZE} of ${SEEDED}`)).toBeVisible();
  await expect(page.getByRole('rowheader', { name: prefix })).toHaveCount(CONTENT_PAGE_SIZE);
  await expectNoOverflow(page, 'a full page of content');
  await expectNoAxeViolations(page, 'content list, a full page');

  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText(`Showing ${CONTENT_PAGE_SIZE + 1}–${SEEDED} of ${SEEDED}`)).toBeVisible();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: prefix })).toHaveCount(SEEDED - CONTENT_PAGE_SIZE);
  expect(Math.max(...pageSizes)).toBeLessThanOrEqual(CONTENT_PAGE_SIZE);

  // A filter starts again at page 1, with the server's count.
  await filters.getByLabel('Status').selectOption('published');
  await expect(page.getByText(`Showing 1–${published} of ${published}`)).toBeVisible();
  await filters.getByLabel('Status').selectOption('');
  await filters.getByRole('searchbox', { name: 'Search titles' }).fill(`${prefix} ${SEEDED}`);
  await expect(page.getByRole('rowheader')).toHaveText([`${prefix} ${SEEDED}`]);

  await page.getByRole('button', { name: `Delete ${prefix} ${SEEDED}` }).click();
  await page.getByRole('dialog', { name: 'Delete content' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.toast')).toContainText('Content deleted');
  expect(await countOnServer(page.request, prefix)).toBe(SEEDED - 1);
  await page.reload();
  await filters.getByRole('searchbox', { name: 'Search titles' }).fill(prefix);
  await expect(page.getByText(`Showing 1–${CONTENT_PAGE_SIZE} of ${SEEDED - 1}`)).toBeVisible();
});

/** Signs in and stores `raw` as the content's offline copy before the app runs, then opens Content Management. */
async function storeAndOpen(page: Page, raw: string) {
  await signIn(page);
  await page.goto('/terms');
  await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [STORAGE_KEYS.content, raw] as const);
  await page.goto('/admin?tab=content');
  await expect(page.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();
}

test('an offline copy saved by a newer version is left untouched and named; changes still reach the server', async ({
  page,
}) => {
  // What a later version might write: a format this one does not know (one past CONTENT_FORMAT in
  // src/features/content/contentFormat.ts), with a write still queued.
  const newer = JSON.stringify({
    format: 5,
    items: [],
    queue: [
      { state: 'waiting', write: { kind: 'create', key: 'from-the-future', title: 'From the future' } },
    ],
  });
  await storeAndOpen(page, newer);
  const notice = page.getByRole('region', { name: 'Some saved data could not be used' });
  await expect(notice).toContainText('Content: it was saved by a newer version of this site');
  // Checked before the button is pressed: axe would otherwise catch its hover colours mid-transition.
  await expectNoAxeViolations(page, 'the set-aside notice');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: /Download it/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe(`${STORAGE_KEYS.content}.json`);

  // A change goes to the server as always; only this browser's copy is not written over the newer one.
  const title = uniqueTitle('Added beside a newer copy');
  const form = page.getByRole('region', { name: 'Add content' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Content' }).fill('Text.');
  await form.getByRole('button', { name: 'Add content' }).click();
  await expect(page.locator('.toast')).toContainText('Content added');
  await expect(
    page.getByRole('heading', { level: 2, name: 'Changes are not being saved in this browser' }),
  ).toBeVisible();
  expect(await countOnServer(page.request, title)).toBe(1);
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.content)).toBe(newer);
  expect(
    await page.evaluate(
      (key) => Object.keys(localStorage).filter((k) => k.startsWith(`${key}.`)),
      STORAGE_KEYS.content,
    ),
  ).toEqual([]);

  await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(notice).toHaveCount(0);
  // Still left alone on the next visit.
  await page.reload();
  await expect(page.getByRole('region', { name: 'Some saved data could not be used' })).toContainText(
    'newer version',
  );
  expect(await page.evaluate((key) => localStorage.getItem(key), STORAGE_KEYS.content)).toBe(newer);
});
