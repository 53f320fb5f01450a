import type { Browser, Page } from '@playwright/test';
import { slugFromTitle } from '@/shared/lib/slug';
import { openAdminTab, openPage, watchConsole } from './a11y.helpers';
import { createArticle, uniqueTitle } from './content';
import { expect, test } from './fixtures';
import { createStaff, FIRST_ADMIN, signIn, type StaffAccount } from './staff';

// Issue 25: what staff publish reaches every visitor at once, from the server — two browsers, the
// staff member's and a visitor's, against the real server and its database.

/** A visitor's browser of its own, with no cookie of the staff's, and JavaScript on or off. */
async function visitor(browser: Browser, javaScriptEnabled: boolean): Promise<Page> {
  const context = await browser.newContext({
    javaScriptEnabled,
    extraHTTPHeaders: { 'X-Forwarded-For': '2001:db8::7e5' },
  });
  return context.newPage();
}

/** Fills Content Management's add form and sends it; `publish` chooses Published as its status. */
async function addArticle(
  page: Page,
  article: { title: string; summary: string; content: string },
  publish: boolean,
) {
  const form = page.getByRole('region', { name: 'Add content' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(article.title);
  await form.getByRole('textbox', { name: 'Summary' }).fill(article.summary);
  await form.getByRole('textbox', { name: 'Content' }).fill(article.content);
  if (publish) await form.getByLabel('Status').selectOption('published');
  await form.getByRole('button', { name: 'Add content' }).click();
}

const BODY = [
  '## What to bring',
  '',
  '- Your birth certificate',
  '- A **utility bill**',
  '',
  '| Age | Fee |',
  '|---|---|',
  '| Under 16 | Free |',
  '',
  'Typed markup stays text: <script>alert(1)</script>',
].join('\n');

test('staff publish an article; a visitor without JavaScript reads it, finds it in search, and gets "taken down" once it is unpublished', async ({
  page,
  browser,
}) => {
  const title = uniqueTitle('Renewing your NIN slip');
  const slug = slugFromTitle(title);
  await openAdminTab(page, 'content');
  await addArticle(page, { title, summary: 'Where to go and what it costs.', content: BODY }, true);
  const row = page.getByRole('row', { name: new RegExp(title) });
  await expect(row.getByText('Published')).toBeVisible();

  // A fresh visitor, JavaScript off: the server's page, with its own title and description.
  const reader = await visitor(browser, false);
  const response = await reader.goto(`/articles/${slug}`);
  expect(response?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
  await expect(reader.getByRole('listitem').filter({ hasText: 'utility bill' })).toBeVisible();
  await expect(reader.getByRole('cell', { name: 'Under 16' })).toBeVisible();
  await expect(reader.getByText('<script>alert(1)</script>')).toBeVisible();
  await expect(reader).toHaveTitle(new RegExp(title));
  await expect(reader.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    'Where to go and what it costs.',
  );
  await expect(reader.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    new RegExp(`/articles/${slug}$`),
  );

  // The site search finds it (the server's results page, as JavaScript off gets it).
  const word = title.split(' ').at(-1)!;
  await reader.goto(`/search?q=${encodeURIComponent(word)}`);
  await reader.getByRole('link', { name: title }).click();
  await expect(reader).toHaveURL(new RegExp(`/articles/${slug}$`));

  // The sitemap and the feed list it.
  expect(await (await reader.request.get('/sitemap-en.xml')).text()).toContain(`/articles/${slug}</loc>`);
  expect(await (await reader.request.get('/updates.xml')).text()).toContain(`/articles/${slug}`);

  // Unpublished: the address says so (410) to the next visitor — and to this one when the page is
  // loaded again (it may be kept a minute: Cache-Control public, max-age=60) — and search no longer
  // finds it.
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const editor = page.getByRole('dialog', { name: 'Edit content' });
  await editor.getByRole('button', { name: 'Unpublish…' }).click();
  const asked = page.getByRole('dialog', { name: `Unpublish “${title}”` });
  await asked.getByRole('textbox', { name: 'Why is it taken down?' }).fill('Out of date.');
  await asked.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(editor.getByRole('status', { name: 'Review and publishing' })).toContainText('Draft');
  await page.keyboard.press('Escape');
  await expect(row.getByText('Draft')).toBeVisible();
  const next = await visitor(browser, false);
  const gone = await next.goto(`/articles/${slug}`);
  expect(gone?.status()).toBe(410);
  await expect(next.getByRole('heading', { level: 1 })).toContainText(/taken down/i);
  await reader.goto(`/articles/${slug}`);
  expect((await reader.reload())?.status()).toBe(410);
  await next.goto(`/search?q=${encodeURIComponent(word)}`);
  await expect(next.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(next.getByRole('link', { name: title })).toHaveCount(0);
  await reader.context().close();
  await next.context().close();
});

test('a visitor with JavaScript finds a newly published article in search within seconds and opens it inside the app', async ({
  page,
  browser,
}) => {
  const reader = await visitor(browser, true);
  // The visitor's search index is downloaded before the article exists.
  await reader.goto('/search?q=NIN');
  await expect(reader.getByRole('link', { name: /NIN/ }).first()).toBeVisible();

  const title = uniqueTitle('Voter card replacement');
  await openAdminTab(page, 'content');
  await addArticle(
    page,
    { title, summary: 'Lost or damaged cards.', content: 'Go to the INEC office.' },
    true,
  );
  await expect(page.getByRole('row', { name: new RegExp(title) }).getByText('Published')).toBeVisible();

  const word = title.split(' ').at(-1)!;
  const box = reader.getByRole('searchbox').first();
  await expect(async () => {
    await box.fill(word);
    await box.press('Enter');
    await expect(reader.getByRole('link', { name: title })).toBeVisible({ timeout: 2000 });
  }).toPass({ timeout: 15_000 });
  await reader.getByRole('link', { name: title }).click();
  await expect(reader.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(reader.getByText('Go to the INEC office.')).toBeVisible();
  await reader.context().close();
});

test('an article page the server rendered hydrates cleanly: no mismatch, its links work inside the app', async ({
  page,
}) => {
  const title = uniqueTitle('Replacing a lost NIN slip');
  const item = await createArticle(page.request, FIRST_ADMIN, {
    title,
    summary: 'What to do when the slip is lost.',
    content: '## Where to go\n\nAny **NIMC office**. See [the NIN guide](/documents/nin).',
    status: 'published',
  });
  await page.context().clearCookies();
  const problems = watchConsole(page);
  await openPage(page, `/articles/${item.slug}`, title);
  await expect(page.getByRole('heading', { level: 2, name: 'Where to go' })).toBeVisible();
  // A React hydration mismatch is logged as an error; none, and the app took over the server's page.
  expect(problems).toEqual([]);
  await page.getByRole('link', { name: 'the NIN guide' }).click();
  await expect(page).toHaveURL(/\/documents\/nin$/);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  expect(problems).toEqual([]);
});

/** Signs `account` in in a browser of its own and opens the content tab. */
async function staffBrowser(browser: Browser, account: StaffAccount, address: string): Promise<Page> {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto('/admin?tab=content');
  await expect(page.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();
  return page;
}

test('two editors change the same article: the second sees both versions side by side and chooses, nothing is overwritten silently', async ({
  page,
  browser,
}) => {
  const [ada, bola] = [await createStaff(page.request, 'editor'), await createStaff(page.request, 'editor')];
  const title = uniqueTitle('Passport fees');
  const first = await staffBrowser(browser, ada, '2001:db8::ada');
  await addArticle(first, { title, summary: 'Fees by booklet.', content: 'Thirty-two pages.' }, false);
  await expect(first.getByRole('row', { name: new RegExp(title) }).getByText('Draft')).toBeVisible();
  const second = await staffBrowser(browser, bola, '2001:db8::b01a');

  // Both open the same revision.
  const openEdit = async (staff: Page) => {
    await staff.getByRole('button', { name: `Edit ${title}` }).click();
    const dialog = staff.getByRole('dialog', { name: 'Edit content' });
    await expect(dialog.getByRole('textbox', { name: 'Summary' })).toHaveValue('Fees by booklet.');
    return dialog;
  };
  const adaDialog = await openEdit(first);
  const bolaDialog = await openEdit(second);
  await adaDialog.getByRole('textbox', { name: 'Summary' }).fill('Ada’s summary.');
  await adaDialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(adaDialog).toBeHidden();
  await bolaDialog.getByRole('textbox', { name: 'Summary' }).fill('Bola’s summary.');
  await bolaDialog.getByRole('button', { name: 'Save changes' }).click();

  // Bola's change is not applied over Ada's: both are shown, and Bola chooses.
  const compare = second.getByRole('region', {
    name: `“${title}” was changed by someone else before your change reached the server.`,
  });
  await expect(compare).toBeVisible();
  await expect(compare.getByText('Bola’s summary.')).toBeVisible();
  await expect(compare.getByText('Ada’s summary.')).toBeVisible();
  await compare.getByRole('button', { name: 'Keep mine' }).click();
  await expect(compare).toBeHidden();

  // Ada, reloading, sees Bola's kept version.
  await first.reload();
  await first.getByRole('button', { name: `Edit ${title}` }).click();
  await expect(
    first.getByRole('dialog', { name: 'Edit content' }).getByRole('textbox', { name: 'Summary' }),
  ).toHaveValue('Bola’s summary.');
  await first.context().close();
  await second.context().close();
});
