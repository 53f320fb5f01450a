import { readFileSync } from 'node:fs';
import { expect, test } from './fixtures';
import { expectNoOverflow } from './a11y.helpers';
import { expectNoAxeViolations } from './axe';
import { signIn } from './staff';

// Issue 12: thousands of items, backups, and a stored value this version cannot use.

const manyItems = (count: number) =>
  Array.from({ length: count }, (_, i) => ({
    id: `item-${i}`,
    title: `Guide number ${i + 1}`,
    category: i % 2 ? 'education' : 'documents',
    content: 'A paragraph of guidance.',
    author: 'Editorial team',
    dateCreated: '2026-09-01',
    dateModified: '2026-10-15',
    status: i % 3 ? 'draft' : 'published',
    revision: 1,
  }));

/** Signs in and stores `content` (any value) before the app runs, once. */
async function storeAndOpen(page: import('@playwright/test').Page, content: unknown, tab: string) {
  await signIn(page);
  await page.goto('/terms');
  await page.evaluate(
    (content) =>
      localStorage.setItem('cgn.content.v1', typeof content === 'string' ? content : JSON.stringify(content)),
    content,
  );
  await page.goto(`/admin?tab=${tab}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
}

test('5,000 items: one page of 20 rows, paging, filtering and a delete that saves', async ({ page }) => {
  await storeAndOpen(page, { format: 2, items: manyItems(5000) }, 'content');
  await expect(page.getByRole('heading', { name: 'All content (5000)' })).toBeVisible();
  await expect(page.getByRole('rowheader')).toHaveCount(20);
  await expect(page.getByText('Showing 1–20 of 5,000')).toBeVisible();
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByText('Showing 21–40 of 5,000')).toBeVisible();
  const filters = page.getByRole('search', { name: 'Filter the content list' });
  await filters.getByRole('searchbox', { name: 'Filter by title' }).fill('number 4999');
  await expect(page.getByRole('rowheader')).toHaveText(['Guide number 4999']);
  await page.getByRole('button', { name: 'Delete Guide number 4999' }).click();
  await page.getByRole('dialog', { name: 'Delete content' }).getByRole('button', { name: 'Delete' }).click();
  await expect(page.locator('.toast')).toContainText('Content deleted');
  await expectNoOverflow(page, '5,000 items');
  await expectNoAxeViolations(page, 'content list, 5,000 items');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'All content (4999)' })).toBeVisible();
});

test('a backup downloads, and importing it back reports what came in and what did not', async ({
  page,
}, info) => {
  await storeAndOpen(page, { format: 2, items: manyItems(3) }, 'settings');
  await expect(page.getByText(/The portal’s 3 content items and other saved data take/)).toBeVisible();
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download a backup' }).click(),
  ]);
  const path = info.outputPath('backup.json');
  await download.saveAs(path);
  const backup = JSON.parse(readFileSync(path, 'utf8'));
  expect(backup).toMatchObject({ format: 2, items: manyItems(3) });

  backup.items.push({ ...backup.items[0], id: 'new-one', title: 'From the backup' });
  backup.items.push({ ...backup.items[0], id: 'broken', status: 'archived', title: 'Broken' });
  await page.getByLabel('Import a backup').setInputFiles({
    name: 'backup.json',
    mimeType: 'application/json',
    buffer: Buffer.from(JSON.stringify(backup)),
  });
  await expect(page.getByText('Items imported: 4.')).toBeVisible();
  await expect(page.getByText('Item 5 (“Broken”): not valid: status.')).toBeVisible();
  await page.getByRole('tab', { name: 'Content Management' }).click();
  await expect(page.getByRole('rowheader', { name: 'From the backup' })).toBeVisible();
  await expectNoAxeViolations(page, 'content after an import');
});

test('content saved by a newer version is left untouched, named on the dashboard, and can be downloaded', async ({
  page,
}) => {
  const newer = JSON.stringify({ format: 3, items: [{ id: 'x', title: 'From the future' }] });
  await storeAndOpen(page, newer, 'content');
  const notice = page.getByRole('region', { name: 'Some saved data could not be used' });
  await expect(notice).toContainText('Content: it was saved by a newer version of this site');
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    notice.getByRole('button', { name: /Download it/ }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('cgn.content.v1.json');
  await expectNoAxeViolations(page, 'the set-aside notice');
  // A change is not saved over it, and the page says so.
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill('A new item');
  await page.getByRole('textbox', { name: 'Content' }).fill('Text.');
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(page.locator('.toast')).toContainText('Not saved');
  expect(await page.evaluate(() => localStorage.getItem('cgn.content.v1'))).toBe(newer);
  await notice.getByRole('button', { name: 'Dismiss this notice' }).click();
  await expect(notice).toHaveCount(0);
});
