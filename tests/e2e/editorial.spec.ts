import type { Browser, Locator, Page } from '@playwright/test';
import { slugFromTitle } from '@/shared/lib/slug';
import { createArticle, openEditor, takeStep, uniqueTitle } from './content';
import { expect, test } from './fixtures';
import { createStaff, signIn, type StaffAccount } from './staff';

// Issue 26: the editorial workflow, in three browsers against the real server and its database — a
// writer's, an editor's and a visitor's — as GOV.UK's publishing works: a second person checks a change
// before it goes out, visitors see only what was published, and every version is kept.

/** A visitor's browser of its own, JavaScript off: the server's page exactly as a first visit gets it. */
async function visitor(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled: false,
    extraHTTPHeaders: { 'X-Forwarded-For': '2001:db8::7e5' },
  });
  return context.newPage();
}

/** Signs `account` in in a browser of its own and opens the content tab. */
async function staffBrowser(browser: Browser, account: StaffAccount, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto('/admin?tab=content');
  await expect(page.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();
  return page;
}

const panelOf = (dialog: ReturnType<Page['getByRole']>) =>
  dialog.getByRole('status', { name: 'Review and publishing' });

test('a writer submits, an editor approves, a fresh visitor reads it; a later change reaches visitors only when published, with its note', async ({
  page,
  browser,
}) => {
  // Three browsers and every step of the workflow: longer than one page's journey.
  test.slow();
  const writer = await createStaff(page.request, 'writer');
  const editor = await createStaff(page.request, 'editor');
  const title = uniqueTitle('Replacing a lost passport');
  const slug = slugFromTitle(title);
  await createArticle(page.request, writer, {
    title,
    summary: 'What to do first.',
    content: 'Report the loss at a police station.',
  });

  // The writer submits it: they cannot publish it themselves.
  const writing = await staffBrowser(browser, writer, '2001:db8::a');
  const draft = await openEditor(writing, title);
  await expect(draft.getByRole('button', { name: /Publish/ })).toHaveCount(0);
  await draft.getByRole('button', { name: 'Submit for review' }).click();
  await expect(panelOf(draft)).toContainText('Waiting for review');

  const reader = await visitor(browser);
  expect((await reader.goto(`/articles/${slug}`))?.status()).toBe(404);

  // The editor finds it in the review list and approves it.
  const editing = await staffBrowser(browser, editor, '2001:db8::b');
  await editing.getByLabel('List', { exact: true }).selectOption('Waiting for review');
  const reviewing = await openEditor(editing, title);
  await expect(panelOf(reviewing)).toContainText(`submitted by ${writer.name}`);
  await reviewing.getByRole('button', { name: 'Approve and publish…' }).click();
  const approve = editing.getByRole('dialog', { name: `Approve and publish “${title}”` });
  await expect(approve.getByText('A first publication is always a major change.')).toBeVisible();
  await approve.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(approve).toBeHidden();
  await expect(panelOf(reviewing)).toContainText('Published');

  // A fresh visitor reads it.
  expect((await reader.goto(`/articles/${slug}`))?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();

  // The editor changes it: saved, the public page does not change.
  const content = reviewing.getByRole('textbox', { name: 'Content' });
  await content.fill('Report the loss at a police station. The fee is ₦35,000.');
  await reviewing.getByRole('button', { name: 'Save changes' }).click();
  await expect(reviewing).toBeHidden();
  await reader.reload();
  await expect(reader.getByText('Report the loss at a police station.', { exact: true })).toBeVisible();
  await expect(reader.getByText('₦35,000')).toHaveCount(0);

  // Published as a major change with a note: visitors get the new text, the note and the date.
  await editing.getByLabel('List', { exact: true }).selectOption('All content');
  const again = await openEditor(editing, title);
  await expect(panelOf(again)).toContainText('Published — changes not yet published');
  await again.getByRole('button', { name: 'Publish…', exact: true }).click();
  const publish = editing.getByRole('dialog', { name: `Publish “${title}”` });
  await publish.getByLabel('Major change').check();
  await publish.getByLabel('Change note').fill('Fees updated for 2027');
  await publish.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(publish).toBeHidden();

  await reader.reload();
  await expect(reader.getByText('The fee is ₦35,000.', { exact: false })).toBeVisible();
  await expect(reader.getByText(/Last updated .* — see all updates/)).toBeVisible();
  const updates = reader.getByRole('region', { name: 'Updates to this page' });
  await expect(updates.getByText('Fees updated for 2027')).toBeVisible();
  expect(await (await reader.request.get('/updates.xml')).text()).toContain('Fees updated for 2027');

  // Every version is kept: the history (under the editor, still open) shows what changed, and an
  // earlier one comes back as a new draft.
  const history = again;
  const versions = history.getByRole('list', { name: 'Versions, newest first' });
  await expect(versions.getByRole('listitem').first()).toContainText('Published');
  const saved = versions.getByRole('listitem').filter({ hasText: 'Saved' });
  await saved.getByRole('button', { name: 'Show changes' }).click();
  await expect(history.locator('ins').filter({ hasText: '35,000' }).first()).toBeVisible();
  const first = versions.getByRole('listitem').filter({ hasText: /Version 1(?!\d)/ });
  await first.getByRole('button', { name: 'Show changes' }).click();
  await first.getByRole('button', { name: 'Restore this version' }).click();
  await editing.getByRole('button', { name: 'Restore version 1' }).click();
  await expect(history.getByText(/Version 1 was restored: it is now the current draft/)).toBeVisible();
  await expect(versions.getByRole('listitem').first()).toContainText('Restored');
  // Visitors still read the published version.
  await reader.reload();
  await expect(reader.getByText('The fee is ₦35,000.', { exact: false })).toBeVisible();
  for (const staff of [writing, editing, reader]) await staff.context().close();
});

test('an editor schedules a change: it goes out on time with nobody signed in, and a preview link shows the draft meanwhile', async ({
  page,
  browser,
}) => {
  const editor = await createStaff(page.request, 'editor');
  const title = uniqueTitle('Voter registration opens');
  const slug = slugFromTitle(title);
  const item = await createArticle(page.request, editor, {
    title,
    summary: 'Dates and places.',
    content: 'Registration opens in every ward.',
  });

  // A reviewer without an account reads the draft through a preview link, marked as a draft and not indexed.
  const editing = await staffBrowser(browser, editor, '2001:db8::c');
  const dialog = await openEditor(editing, title);
  await dialog.getByRole('button', { name: 'Share a preview link' }).click();
  const link = await dialog.getByRole('textbox', { name: 'Preview link' }).inputValue();
  const outsider = await visitor(browser);
  const preview = await outsider.goto(link);
  expect(preview?.status()).toBe(200);
  expect(preview?.headers()['x-robots-tag']).toContain('noindex');
  await expect(outsider.getByText(/Draft — not published/)).toBeVisible();
  await expect(outsider.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await editing.context().close();

  // Scheduled a few seconds ahead (the journeys' server checks every second), then nobody is signed in.
  const scheduledAt = new Date(Date.now() + 4000).toISOString();
  const scheduled = await takeStep(page.request, editor, item, 'publish', { change: 'major', scheduledAt });
  expect(scheduled.scheduledAt).toBe(scheduledAt);
  await page.context().clearCookies();
  const reader = await visitor(browser);
  expect((await reader.goto(`/articles/${slug}`))?.status()).toBe(404);
  await expect(async () => {
    expect((await reader.goto(`/articles/${slug}`))?.status()).toBe(200);
  }).toPass({ timeout: 15_000 });
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  for (const other of [outsider, reader]) await other.context().close();
});

test('a dialog opened over the editor dims it, and closing it leaves the page behind the editor inert', async ({
  page,
}) => {
  const editor = await createStaff(page.request, 'editor');
  const title = uniqueTitle('Renewing a passport');
  await createArticle(page.request, editor, { title, content: 'First text.' });
  const editing = await staffBrowser(page.context().browser()!, editor, '2001:db8::c');
  const first = await openEditor(editing, title);
  await first.getByRole('textbox', { name: 'Content' }).fill('Second text.');
  await first.getByRole('button', { name: 'Save changes' }).click();
  await expect(first).toBeHidden();

  const dialog = await openEditor(editing, title);
  const versions = dialog.getByRole('list', { name: 'Versions, newest first' });
  const oldest = versions.getByRole('listitem').filter({ hasText: /Version 1(?!\d)/ });
  await oldest.getByRole('button', { name: 'Show changes' }).click();
  await oldest.getByRole('button', { name: 'Restore this version' }).click();
  const restore = editing.getByRole('dialog', { name: 'Restore version 1?' });
  await expect(restore).toBeVisible();
  // The restore dialog's backdrop is drawn over the editor (the two backdrops, the page's then its own).
  const layer = (element: Locator) => element.evaluate((el) => Number(getComputedStyle(el).zIndex));
  const backdrops = editing.locator('.modal-backdrop');
  await expect(backdrops).toHaveCount(2);
  expect(await layer(backdrops.last())).toBeGreaterThan(await layer(dialog));
  expect(await layer(restore)).toBeGreaterThan(await layer(backdrops.last()));

  await restore.getByRole('button', { name: 'Cancel' }).click();
  await expect(restore).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(editing.locator('#root')).toHaveJSProperty('inert', true);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(editing.locator('#root')).toHaveJSProperty('inert', false);
  await editing.context().close();
});
