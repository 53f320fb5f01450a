import { type Locator, type Page } from '@playwright/test';
import { expect, test } from './fixtures';
import {
  ADMIN_TABS,
  currentToast,
  expectVisibleFocusRing,
  openAdminTab,
  tabRound,
  tabTo,
} from './a11y.helpers';
import { createArticle, uniqueTitle } from './content';
import { FIRST_ADMIN } from './staff';

/** Whether keyboard focus is inside `dialog`, or out of the document (on <body>), but not on the page. */
const focusInDialogOrOutside = (dialog: Locator) =>
  dialog.evaluate((el) => el.contains(document.activeElement) || document.activeElement === document.body);

test('tabs move with the arrow keys, the address follows, and Logout works with Enter', async ({ page }) => {
  await openAdminTab(page, 'analytics');
  await tabTo(page, page.getByRole('tab', { name: 'Analytics' }));
  await expectVisibleFocusRing(page);
  for (const { key, name } of [...ADMIN_TABS.slice(1), ADMIN_TABS[0]]) {
    await page.keyboard.press('ArrowRight');
    const tab = page.getByRole('tab', { name });
    await expect(tab).toBeFocused();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page).toHaveURL(`/admin?tab=${key}`);
    await expect(page.getByRole('tabpanel', { name })).toBeVisible();
    await expectVisibleFocusRing(page);
  }
  await page.keyboard.press('ArrowLeft');
  await expect(page).toHaveURL(`/admin?tab=${ADMIN_TABS.at(-1)!.key}`);

  // Only the open tab is a Tab stop; Logout sits before the tabs, beside the dashboard's title.
  await page.keyboard.press('Shift+Tab');
  await expect(page.getByRole('button', { name: 'Logout' })).toBeFocused();
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin login' })).toBeFocused();
});

test.describe('content management by keyboard', () => {
  /**
   * Types `words` into the list's title search by keyboard and waits until the list shows only the
   * journey's own items: journeys share the server, and a row moved by someone else's change would take
   * the keyboard focus with it.
   */
  async function searchTitles(page: Page, words: string, rows: number) {
    await tabTo(page, page.getByRole('searchbox', { name: 'Search titles' }));
    await page.keyboard.type(words);
    await expect(page.getByRole('rowheader')).toHaveCount(rows);
  }

  test('the add form submits with Enter; errors are tied to their fields and focus the first', async ({
    page,
  }) => {
    await openAdminTab(page, 'content');
    const itemTitle = uniqueTitle('Replacing a lost birth certificate');
    const title = page.getByRole('textbox', { name: 'Title' });
    const address = page.getByRole('textbox', { name: 'Address' });
    const content = page.getByRole('textbox', { name: 'Content' });
    await tabTo(page, title);
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription('Enter a title. 0 of 150 characters.');
    await expectVisibleFocusRing(page);

    await page.keyboard.type(itemTitle);
    await expect(title).toHaveAccessibleDescription(`${itemTitle.length} of 150 characters.`);
    // The server's refusal is tied to its field too, and what was typed stays.
    await page.keyboard.press('Tab');
    await expect(address).toBeFocused();
    await page.keyboard.type('Lost Certificate!');
    await page.keyboard.press('Enter');
    await expect(address).toHaveAccessibleDescription(/^Use only lower-case letters a–z, digits/);
    await expect(address).toBeFocused();
    await expect(title).toHaveValue(itemTitle);
    // Emptied, the address follows the title again.
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');

    await tabTo(page, content, 5);
    await page.keyboard.type('Ask the National Population Commission for a certified copy.');
    const add = page.getByRole('button', { name: 'Add content' });
    await tabTo(page, add, 5);
    await expectVisibleFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(page.getByRole('rowheader', { name: itemTitle })).toBeVisible();
    await expect(currentToast(page)).toContainText(`“${itemTitle}” has been added.`);
    // The toast is announced, not focused: the keyboard stays where it was.
    await expect(add).toBeFocused();
    await expect(title).toHaveValue('');
  });

  test('Edit opens a dialog with focus inside; Escape and Save return focus to the Edit button', async ({
    page,
  }) => {
    const run = uniqueTitle('run');
    const itemTitle = `Lost birth certificate ${run}`;
    await createArticle(page.request, FIRST_ADMIN, {
      title: itemTitle,
      content: 'Ask the [National Population Commission](https://nationalpopulation.gov.ng).',
    });
    await openAdminTab(page, 'content');
    await searchTitles(page, run, 1);
    const edit = page.getByRole('button', { name: `Edit ${itemTitle}` });
    await tabTo(page, edit, 10);
    await expectVisibleFocusRing(page);
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Edit content' });
    const title = dialog.getByRole('textbox', { name: 'Title' });
    await expect(title).toBeFocused();
    await expect(title).toHaveValue(itemTitle);
    await expectVisibleFocusRing(page);

    // Every control of the dialog shows its focus, the preview's link too. Past the last one focus may
    // leave the document for the browser's own controls, but the page behind never keeps it: the
    // dialog takes it back.
    const { stops, problems } = await tabRound(page, 7);
    expect(stops).toEqual([
      'input ""',
      expect.stringMatching(/^textarea/),
      expect.stringMatching(/^select/),
      expect.stringMatching(/^textarea/),
      expect.stringMatching(/^a "National Population Commission/),
      'button "Save changes"',
      'button "Cancel"',
    ]);
    expect(problems).toEqual([]);
    const close = dialog.getByRole('button', { name: 'Close' });
    for (let i = 0; i < 4 && !(await close.evaluate((el) => el === document.activeElement)); i++) {
      await page.keyboard.press('Tab');
      await expect.poll(() => focusInDialogOrOutside(dialog)).toBe(true);
    }
    await expect(close).toBeFocused();
    await expectVisibleFocusRing(page);

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(edit).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.press('Backspace');
    await page.keyboard.press('Enter');
    await expect(title).toBeFocused();
    await expect(title).toHaveAccessibleDescription('Enter a title. 0 of 150 characters.');
    const renamed = `Registering a birth ${run}`;
    await page.keyboard.type(renamed);
    await page.keyboard.press('Enter');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: `Edit ${renamed}` })).toBeFocused();
    await expect(currentToast(page)).toContainText(`“${renamed}” has been updated.`);
  });

  test('Unpublish in the editor, then Delete with a confirmation: every dialog leaves focus sensibly', async ({
    page,
  }) => {
    const itemTitle = uniqueTitle('Getting a voter card');
    await createArticle(page.request, FIRST_ADMIN, { title: itemTitle, status: 'published' });
    await openAdminTab(page, 'content');
    await searchTitles(page, itemTitle, 1);
    const row = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: itemTitle }) });
    const edit = page.getByRole('button', { name: `Edit ${itemTitle}` });
    await tabTo(page, edit, 10);
    await page.keyboard.press('Enter');
    const editor = page.getByRole('dialog', { name: 'Edit content' });
    const unpublish = editor.getByRole('button', { name: 'Unpublish…' });
    await tabTo(page, unpublish, 30);
    await expectVisibleFocusRing(page);
    await page.keyboard.press('Enter');
    const asked = page.getByRole('dialog', { name: `Unpublish “${itemTitle}”` });
    const reason = asked.getByRole('textbox', { name: 'Why is it taken down?' });
    await expect(reason).toBeFocused();
    await page.keyboard.type('Replaced by the new guide.');
    await tabTo(page, asked.getByRole('button', { name: 'Unpublish', exact: true }), 5);
    await page.keyboard.press('Enter');
    await expect(asked).toBeHidden();
    await expect(editor.getByRole('status', { name: 'Review and publishing' })).toContainText('Draft');
    // Closing the editor gives focus back to the row it was opened from.
    await page.keyboard.press('Escape');
    await expect(editor).toBeHidden();
    await expect(edit).toBeFocused();
    await expect(row).toContainText('Draft');

    const remove = page.getByRole('button', { name: `Delete ${itemTitle}` });
    await page.keyboard.press('Tab');
    await expect(remove).toBeFocused();
    await expectVisibleFocusRing(page);
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: 'Delete content' });
    // Focus starts on the harmless choice.
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await expectVisibleFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(remove).toBeFocused();
    await expect(row).toBeVisible();

    await page.keyboard.press('Enter');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(confirm.getByRole('button', { name: 'Delete', exact: true })).toBeFocused();
    await expectVisibleFocusRing(page);
    await page.keyboard.press('Enter');
    await expect(confirm).toBeHidden();
    await expect(row).toHaveCount(0);
    // The row's buttons are gone: focus goes to the list's heading, not to the top of the page.
    await expect(page.getByRole('heading', { name: 'All content' })).toBeFocused();
    await expect(
      page.getByRole('status').filter({ hasText: 'No content matches these filters.' }),
    ).toBeVisible();
  });
});

test('the generator by keyboard: Enter generates, progress and preview are announced, Publish works', async ({
  page,
}) => {
  await openAdminTab(page, 'generator');
  const panel = page.getByRole('tabpanel', { name: 'AI Content Generator' });
  const topic = panel.getByRole('textbox', { name: 'Topic' });
  const status = panel.getByRole('status');
  await tabTo(page, topic);
  await page.keyboard.type('Voter registration');
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  await expect(status).toHaveText('Generating content about “Voter registration”…');

  const preview = panel.getByRole('article');
  await expect(preview).toBeVisible({ timeout: 5000 });
  const draftTitle = preview.getByRole('heading', { level: 4 });
  await expect(status).toHaveText(`Preview ready: ${await draftTitle.textContent()}`);
  // Focus follows the request to its result; the toast is announced by its live region, not focused.
  await expect(draftTitle).toBeFocused();
  await expect(page.getByRole('status', { name: 'Notifications' })).toContainText('Content Generated');
  await expect(draftTitle).toBeFocused();

  await page.keyboard.press('Tab');
  await expect(preview.getByRole('button', { name: 'Publish Content' })).toBeFocused();
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(currentToast(page)).toContainText('Content Published');
  await expect(preview).toBeHidden();
  await expect(topic).toBeFocused();

  // The toast's close button is in the Tab order after the panel, shows its focus and works with Enter.
  const close = currentToast(page).getByRole('button', { name: 'Close notification' });
  await tabTo(page, close, 10);
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(currentToast(page)).toHaveCount(0);
});

test('the Generate button works from the keyboard too, and focus lands on the preview', async ({ page }) => {
  await openAdminTab(page, 'generator');
  const panel = page.getByRole('tabpanel', { name: 'AI Content Generator' });
  await tabTo(page, panel.getByRole('textbox', { name: 'Topic' }));
  await page.keyboard.type('NIN');
  const generate = panel.getByRole('button', { name: 'Generate' });
  await tabTo(page, generate, 5);
  await expectVisibleFocusRing(page);
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('article').getByRole('heading', { level: 4 })).toBeFocused({ timeout: 5000 });
  await expectVisibleFocusRing(page);
});

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`focus ring on the dashboard, ${scheme} theme`, () => {
    test.use({ colorScheme: scheme });

    for (const { key, name } of ADMIN_TABS) {
      test(`every Tab stop on the ${name} tab shows a visible focus ring`, async ({ page }) => {
        await openAdminTab(page, key);
        const { stops, problems } = await tabRound(page);
        expect(stops, 'the open tab is a stop').toContainEqual(expect.stringContaining(name));
        expect(stops, 'Logout is a stop').toContainEqual(expect.stringContaining('Logout'));
        expect(problems).toEqual([]);
      });
    }

    test('every Tab stop of the generator preview and the toast shows a visible focus ring', async ({
      page,
    }) => {
      await openAdminTab(page, 'generator');
      const topic = page.getByRole('textbox', { name: 'Topic' });
      await topic.fill('Pension registration');
      await topic.press('Enter');
      await expect(page.getByRole('article')).toBeVisible({ timeout: 5000 });
      const { stops, problems } = await tabRound(page, 20);
      expect(stops).toEqual(
        expect.arrayContaining([
          expect.stringContaining('Publish Content'),
          expect.stringContaining('Discard'),
          expect.stringContaining('Close notification'),
        ]),
      );
      expect(problems).toEqual([]);
    });
  });
}
