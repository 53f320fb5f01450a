import { type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { CONTENT_PATH, type ContentPage } from '@/shared/api/content';
import { createArticle, uniqueTitle } from './content';
import { expect, test } from './fixtures';
import { FIRST_ADMIN, signInRequest } from './staff';

// Two tabs of one person. Issue 25 moved content to the server: the tabs no longer merge a shared list,
// each asks the server, whose revisions refuse a stale change (409) and show both versions side by side;
// what they still share is the queue of changes made offline, which must be sent once.

/**
 * Two tabs of one browser, signed in, both on Content Management with the list searched for `words`
 * (the journeys share one database: each looks at its own items only).
 */
async function twoContentTabs(context: BrowserContext, words: string): Promise<[Page, Page]> {
  await signInRequest(context.request);
  const tabs: [Page, Page] = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto('/admin?tab=content');
    await expect(tab.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();
    await searchFor(tab, words);
  }
  return tabs;
}

/** Searches the content list for `words` and waits for the server's answer. */
async function searchFor(page: Page, words: string) {
  await page.getByRole('searchbox', { name: 'Search titles' }).fill(words);
  await expect(page.getByRole('status').filter({ hasText: /^Showing|^No content/ })).toBeVisible();
}

/** How many items the server holds whose titles contain `words`. */
async function countOnServer(request: APIRequestContext, words: string): Promise<number> {
  const response = await request.get(CONTENT_PATH, { params: { q: words } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as ContentPage).total;
}

/** The first admin, as the journeys' server made them (createArticle signs in as them). */
const ADMIN = { ...FIRST_ADMIN };

async function openEdit(page: Page, title: string) {
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit content' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('logging in and out in one tab carries to the other open tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('E-mail').fill(FIRST_ADMIN.email);
  await first.getByLabel('Password').fill(FIRST_ADMIN.password);
  await first.getByRole('button', { name: 'Log in' }).click();
  await expect(first.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

  await second.goto('/admin?tab=content');
  await expect(second.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();

  await first.getByRole('button', { name: 'Logout' }).click();
  await expect(first).toHaveURL('/login');
  // The second tab was not touched: it follows the logout by itself and leaves the admin area.
  await expect(second).toHaveURL('/login');
});

test('a stale edit in one tab is refused by the server and shown beside the saved one: the person chooses', async ({
  context,
}) => {
  const title = uniqueTitle('Three tiers');
  await createArticle(context.request, ADMIN, { title, content: 'Federal, state and local.' });
  const [a, b] = await twoContentTabs(context, title);
  // Both open the same revision; A changes its content and saves first.
  const dialogA = await openEdit(a, title);
  const dialogB = await openEdit(b, title);
  await dialogA.getByRole('textbox', { name: 'Content' }).fill('Content changed in tab A.');
  await dialogA.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.locator('.toast')).toContainText('Changes saved');

  // B saves its title from the copy it opened: refused, and said so — not "Changes saved".
  const mine = `${title} (tab B)`;
  await dialogB.getByRole('textbox', { name: 'Title', exact: true }).fill(mine);
  await dialogB.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.locator('.toast')).toContainText('Not saved: changed by someone else');
  const compare = b.getByRole('region', {
    name: `“${mine}” was changed by someone else before your change reached the server.`,
  });
  await expect(compare.getByRole('table')).toContainText('Content changed in tab A.');
  await expect(compare.getByRole('table')).toContainText(mine);
  // Until B chooses, the server keeps A's version.
  await expect(b.getByRole('rowheader', { name: title, exact: true })).toBeVisible();

  // B keeps its own version on purpose: sent on the current revision, and A sees it.
  await compare.getByRole('button', { name: /^Keep mine/ }).click();
  await expect(compare).toHaveCount(0);
  await expect(b.locator('.toast')).toContainText('Changes saved');
  await a.reload();
  await searchFor(a, title);
  await expect(a.getByRole('rowheader', { name: mine })).toBeVisible();
  const dialog = await openEdit(a, mine);
  // Keeping B's title kept what B had opened of the rest: its content is B's copy, A's change is gone on purpose.
  await expect(dialog.getByRole('textbox', { name: 'Content' })).toHaveValue('Federal, state and local.');
});

test('saving an item the other tab deleted says so instead of "Changes saved", and can bring it back', async ({
  context,
}) => {
  const title = uniqueTitle('Voter card');
  await createArticle(context.request, ADMIN, { title });
  const [a, b] = await twoContentTabs(context, title);
  const dialogB = await openEdit(b, title);
  await a.getByRole('button', { name: `Delete ${title}` }).click();
  await a.getByRole('dialog', { name: 'Delete content' }).getByRole('button', { name: 'Delete' }).click();
  await expect(a.locator('.toast')).toContainText('Content deleted');

  const wanted = `${title} still wanted`;
  await dialogB.getByRole('textbox', { name: 'Title', exact: true }).fill(wanted);
  await dialogB.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.locator('.toast')).toContainText('Not saved: changed by someone else');
  const problem = b.getByRole('region', {
    name: `“${wanted}” was deleted by someone else before your change reached the server.`,
  });
  await problem.getByRole('button', { name: /^Keep mine/ }).click();
  await expect(problem).toHaveCount(0);
  await expect(b.locator('.toast')).toContainText('Content added');
  // It comes back as a new draft, once.
  expect(await countOnServer(context.request, wanted)).toBe(1);
  await a.reload();
  await searchFor(a, title);
  const row = a.getByRole('row').filter({ has: a.getByRole('rowheader', { name: wanted }) });
  await expect(row).toContainText('Draft');
});

test('two tabs adding at the same moment keep every item', async ({ context }) => {
  // Ten writes, each waited for on screen: 16–18 s on an idle machine, past 30 s on a loaded one.
  test.slow();
  const prefix = uniqueTitle('Both tabs');
  const [a, b] = await twoContentTabs(context, prefix);
  const addFive = async (page: Page, tab: string) => {
    const form = page.getByRole('region', { name: 'Add content' });
    for (let i = 1; i <= 5; i += 1) {
      await form.getByRole('textbox', { name: 'Title', exact: true }).fill(`${prefix} ${tab}${i}`);
      await form.getByRole('textbox', { name: 'Content' }).fill('Text.');
      await form.getByRole('button', { name: 'Add content' }).click();
      // The form empties once the server has the item: then the next.
      await expect(form.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue('');
    }
  };
  await Promise.all([addFive(a, 'A'), addFive(b, 'B')]);
  expect(await countOnServer(context.request, prefix)).toBe(10);
  for (const tab of [a, b]) {
    await tab.reload();
    await searchFor(tab, prefix);
    await expect(tab.getByText('Showing 1–10 of 10')).toBeVisible();
  }
});

test('a change made offline waits in the queue both tabs share, and is sent once when the connection returns', async ({
  context,
  request,
}) => {
  const title = uniqueTitle('Made offline');
  // The server is asked from outside the browser, whose context is taken offline and back.
  await signInRequest(request);
  const [a, b] = await twoContentTabs(context, title);
  await context.setOffline(true);
  const form = a.getByRole('region', { name: 'Add content' });
  await form.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await form.getByRole('textbox', { name: 'Content' }).fill('Text.');
  await form.getByRole('button', { name: 'Add content' }).click();
  await expect(a.locator('.toast')).toContainText('Waiting to be sent');
  // The other tab has it from the stored queue: it too would send it when the connection returns.
  for (const tab of [a, b]) {
    const row = tab.getByRole('row').filter({ has: tab.getByRole('rowheader', { name: title }) });
    await expect(row).toContainText('Waiting to be sent');
  }

  // Back online, both tabs send what waits; the write's key makes the server create it once.
  await context.setOffline(false);
  for (const tab of [a, b]) {
    const row = tab.getByRole('row').filter({ has: tab.getByRole('rowheader', { name: title }) });
    await expect(row).toHaveCount(1);
    await expect(row).not.toContainText('Waiting to be sent');
  }
  await expect.poll(() => countOnServer(request, title)).toBe(1);
  for (const tab of [a, b]) {
    await tab.reload();
    await searchFor(tab, title);
    await expect(tab.getByRole('rowheader', { name: title })).toHaveCount(1);
  }
  // Nothing is left queued in the browser.
  const stored = await a.evaluate(() => localStorage.getItem('cgn.content.v1'));
  expect((JSON.parse(stored ?? '{}') as { queue?: unknown[] }).queue).toEqual([]);
});
