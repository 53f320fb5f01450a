import { type BrowserContext, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { FIRST_ADMIN, signInRequest } from './staff';

/** Two tabs of one browser, signed in, both on Content Management. */
async function twoContentTabs(context: BrowserContext): Promise<[Page, Page]> {
  await signInRequest(context.request);
  const tabs: [Page, Page] = [await context.newPage(), await context.newPage()];
  for (const tab of tabs) {
    await tab.goto('/admin?tab=content');
    await expect(tab.getByRole('heading', { level: 2, name: 'Content Management' })).toBeVisible();
  }
  return tabs;
}

const TITLE = 'The three tiers of government in Nigeria';

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

test('an item added in one tab shows in the other without a reload', async ({ context }) => {
  await signInRequest(context.request);
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/admin?tab=content');
  await second.goto('/admin?tab=content');
  await first.getByRole('textbox', { name: 'Title' }).fill('Replacing a lost NIN slip');
  await first.getByRole('textbox', { name: 'Content' }).fill('Visit an NIMC office with a valid ID.');
  await first.getByRole('button', { name: 'Add content' }).click();
  await expect(first.getByText('Replacing a lost NIN slip').first()).toBeVisible();
  await expect(second.getByText('Replacing a lost NIN slip').first()).toBeVisible();
});

test('an edit saved in one tab is not silently overwritten by a stale edit in the other: staff choose', async ({
  context,
}) => {
  const [a, b] = await twoContentTabs(context);
  // Both open the same item; A changes its content and saves first.
  const dialogA = await openEdit(a, TITLE);
  const dialogB = await openEdit(b, TITLE);
  await dialogA.getByRole('textbox', { name: 'Content' }).fill('Content changed in tab A.');
  await dialogA.getByRole('button', { name: 'Save changes' }).click();
  await expect(a.locator('.toast')).toContainText('Changes saved');

  // B saves its title from the copy it opened: refused, and said so — not "Changes saved".
  await dialogB.getByRole('textbox', { name: 'Title' }).fill('Title changed in tab B');
  await dialogB.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.locator('.toast')).toContainText('Not saved: changed in another tab');
  await expect(b.getByText(`“Title changed in tab B” was changed in another tab`)).toBeVisible();
  // A's change is what is stored, and what B now shows.
  await expect(b.getByRole('rowheader', { name: TITLE })).toBeVisible();

  // B keeps its own version on purpose: it is saved, and reaches A.
  await b.getByRole('button', { name: /^Keep mine/ }).click();
  await expect(b.getByRole('rowheader', { name: 'Title changed in tab B' })).toBeVisible();
  await expect(a.getByRole('rowheader', { name: 'Title changed in tab B' })).toBeVisible();
  await b.reload();
  await expect(b.getByRole('rowheader', { name: 'Title changed in tab B' })).toBeVisible();
});

test('saving an item another tab deleted says so instead of "Changes saved"', async ({ context }) => {
  const [a, b] = await twoContentTabs(context);
  const dialogB = await openEdit(b, TITLE);
  await a.getByRole('button', { name: `Delete ${TITLE}` }).click();
  await a.getByRole('dialog', { name: 'Delete content' }).getByRole('button', { name: 'Delete' }).click();
  await expect(a.locator('.toast')).toContainText('Content deleted');

  await dialogB.getByRole('textbox', { name: 'Title' }).fill('Still wanted');
  await dialogB.getByRole('button', { name: 'Save changes' }).click();
  await expect(b.locator('.toast')).toContainText('Not saved: changed in another tab');
  await expect(b.getByText('“Still wanted” was deleted in another tab')).toBeVisible();
  await b.getByRole('button', { name: /^Keep mine/ }).click();
  await expect(a.getByRole('rowheader', { name: 'Still wanted' })).toBeVisible();
});

test('two tabs adding at the same moment keep every item', async ({ context }) => {
  const [a, b] = await twoContentTabs(context);
  // Each tab adds 10 items straight from the store's API as fast as it can, interleaved with the other.
  const addTen = (page: Page, tab: string) =>
    page.evaluate(async (tab) => {
      for (let i = 0; i < 10; i += 1) {
        const title = document.querySelector<HTMLInputElement>('#content-add-title')!;
        const content = document.querySelector<HTMLTextAreaElement>('#content-add-content')!;
        const set = (el: HTMLInputElement | HTMLTextAreaElement, value: string) => {
          Object.getOwnPropertyDescriptor(Object.getPrototypeOf(el), 'value')!.set!.call(el, value);
          el.dispatchEvent(new Event('input', { bubbles: true }));
        };
        set(title, `From ${tab} ${i}`);
        set(content, 'Text.');
        title.form!.requestSubmit();
        await new Promise((resolve) => setTimeout(resolve, 5));
      }
    }, tab);
  await Promise.all([addTen(a, 'A'), addTen(b, 'B')]);
  await expect(a.getByRole('heading', { name: 'All content (23)' })).toBeVisible();
  await expect(b.getByRole('heading', { name: 'All content (23)' })).toBeVisible();
  await a.reload();
  await expect(a.getByRole('heading', { name: 'All content (23)' })).toBeVisible();
});
