import { type Page } from '@playwright/test';
import { SESSION_PATH } from '@/shared/api/accounts';
import { expect, test } from './fixtures';
import { ADMIN_TABS } from './a11y.helpers';
import { uniqueTitle } from './content';
import { FIRST_ADMIN, signIn } from './staff';

const TABS = ADMIN_TABS.map(({ key, name }) => [key, name] as const);

/** Signs in as the first admin, then opens the dashboard at `tab`. */
async function openDashboard(page: Page, tab?: string) {
  await signIn(page);
  await page.goto(tab ? `/admin?tab=${tab}` : '/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Admin dashboard' })).toBeVisible();
}

const toasts = (page: Page) => page.locator('.toast');

/** Generates a draft about `topic` and waits for its preview; returns the draft's title. */
async function generateDraft(page: Page, topic: string) {
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('button', { name: 'Generate' }).click();
  await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  const preview = page.getByRole('article');
  await expect(preview).toBeVisible({ timeout: 5000 });
  return (await preview.getByRole('heading', { level: 4 }).textContent())!;
}

test.describe('admin dashboard', () => {
  for (const [tab, name] of TABS) {
    test(`the ${name} tab opens from ?tab=${tab}, fits the screen and survives a reload`, async ({
      page,
    }, info) => {
      // The audit log shows what was typed at the login: a long address must not widen the page.
      if (tab === 'audit')
        await page.request.post(SESSION_PATH, {
          data: { email: `${'a-very-long-name'.repeat(8)}@${'example'.repeat(6)}.gov.ng`, password: 'wrong' },
        });
      await openDashboard(page, tab);
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(0);
      await page.screenshot({
        path: `test-results/screens/admin-${tab}-${info.project.name}.png`,
        fullPage: true,
      });
      await page.reload();
      await expect(page.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
    });
  }

  test('tabs switch by click and by arrow keys, and the address follows', async ({ page }) => {
    await openDashboard(page);
    await page.getByRole('tab', { name: 'User Management' }).click();
    await expect(page).toHaveURL(/\?tab=users$/);
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('tab', { name: 'Audit log' })).toBeFocused();
    await expect(page).toHaveURL(/\?tab=audit$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Audit log' })).toBeVisible();
  });

  test('an arrow key pressed just as the address catches up still moves focus to the new tab', async ({
    page,
  }) => {
    await openDashboard(page);
    // The key arrives right after the click's address is drawn (the second batch of DOM changes), before
    // React has run that render's effects: the moment a busy phone hit, when focus stayed behind.
    await page.evaluate(() => {
      const users = document.getElementById('admin-tab-users')!;
      let batches = 0;
      const observer = new MutationObserver(() => {
        batches += 1;
        if (batches < 2) return;
        observer.disconnect();
        const key = { key: 'ArrowRight', bubbles: true, cancelable: true };
        document.activeElement!.dispatchEvent(new KeyboardEvent('keydown', key));
      });
      observer.observe(document.body, { subtree: true, attributes: true, childList: true });
      users.focus();
      users.click();
    });
    await expect(page).toHaveURL(/\?tab=audit$/);
    await expect(page.getByRole('tab', { name: 'Audit log' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Audit log' })).toBeFocused();
  });

  test('generate → preview → publish → reload: the item is listed as published', async ({ page }) => {
    await openDashboard(page, 'generator');
    // A topic of this run's own: journeys share the server, and the title is made from the topic.
    const title = await generateDraft(page, uniqueTitle('voter registration'));
    await expect(page.getByRole('article').getByText('Draft', { exact: true })).toBeVisible();
    await expect(toasts(page)).toContainText('Content Generated');
    await page.screenshot({
      path: `test-results/screens/admin-generator-preview-${test.info().project.name}.png`,
      fullPage: true,
    });
    await page.getByRole('button', { name: 'Publish Content' }).click();
    await expect(toasts(page)).toContainText('Content Published');

    await page.reload();
    await page.getByRole('tab', { name: 'Content Management' }).click();
    const row = page
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: title, exact: true }) });
    await expect(row).toContainText('Published');
    await expect(row).toContainText(FIRST_ADMIN.name);
  });

  test('add, edit and delete an item; each change survives a reload', async ({ page }) => {
    // Journeys share the server: titles of this run's own, and the list is never assumed to hold only them.
    const added = uniqueTitle('Getting a birth certificate');
    const renamed = uniqueTitle('Registering a birth');
    const rowOf = (title: string) => page.getByRole('rowheader', { name: title, exact: true });
    await openDashboard(page, 'content');
    await page.getByRole('button', { name: 'Add content' }).click();
    await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
    await expect(page.getByText('Enter a title.')).toBeVisible();

    await page.getByRole('textbox', { name: 'Title' }).fill(added);
    await page
      .getByRole('textbox', { name: 'Content' })
      .fill('Register the birth at the National Population Commission.');
    await page.getByRole('button', { name: 'Add content' }).click();
    await expect(toasts(page)).toContainText(`“${added}” has been added.`);
    await expect(rowOf(added)).toBeVisible();
    // Saved on the server, not only in this tab: the list after a reload comes from the API.
    await page.reload();
    await expect(rowOf(added)).toBeVisible();

    await page.getByRole('button', { name: `Edit ${added}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit content' });
    await dialog.getByRole('textbox', { name: 'Title' }).fill(renamed);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(toasts(page)).toContainText(`“${renamed}” has been updated.`);
    await page.reload();
    await expect(rowOf(renamed)).toBeVisible();
    await expect(rowOf(added)).toHaveCount(0);

    await page.getByRole('button', { name: `Delete ${renamed}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete content' });
    await expect(confirm).toContainText(`Delete “${renamed}”? This cannot be undone.`);
    await page.screenshot({
      path: `test-results/screens/admin-delete-${test.info().project.name}.png`,
      animations: 'disabled',
    });
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(rowOf(renamed)).toHaveCount(0);
    await expect(toasts(page)).toContainText(`“${renamed}” has been deleted.`);
    await page.reload();
    // Asked of the server by title, so the item is not merely on another page of the list.
    await page.getByRole('searchbox', { name: 'Search titles' }).fill(renamed);
    await expect(
      page.getByRole('status').filter({ hasText: 'No content matches these filters.' }),
    ).toBeVisible();
    await expect(rowOf(renamed)).toHaveCount(0);
  });

  test('logout ends the session on the server and goes to /login; /admin then needs a login again', async ({
    page,
  }) => {
    await openDashboard(page, 'analytics');
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/login/);
    expect((await page.request.get(SESSION_PATH)).status()).toBe(401);
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/login/);
  });

  test('toasts: bottom right, one at a time, gone by themselves after about 4 s', async ({ page }) => {
    // The page's clock, installed before it loads, stopped once it is on screen: a toast's 4 s and the
    // generation's 1.5 s pass only when the journey moves it (both are timers of the page's).
    await page.clock.install();
    await openDashboard(page, 'generator');
    await page.clock.pauseAt(Date.now() + 1000);
    const topic = page.getByRole('textbox', { name: 'Topic' });
    await topic.fill('   ');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Error');
    await expect(toasts(page)).toContainText('Please enter a topic');

    const box = (await toasts(page).boundingBox())!;
    const viewport = page.viewportSize()!;
    expect(viewport.width - (box.x + box.width)).toBeLessThanOrEqual(24);
    expect(viewport.height - (box.y + box.height)).toBeLessThanOrEqual(24);
    await page.screenshot({ path: `test-results/screens/admin-toast-${test.info().project.name}.png` });

    await topic.fill('NIN');
    await page.getByRole('button', { name: 'Generate' }).click();
    await expect(page.getByRole('button', { name: 'Generating...' })).toBeDisabled();
    await page.clock.runFor(1_500);
    await expect(page.getByRole('article')).toBeVisible();
    await expect(toasts(page)).toHaveCount(1);
    await expect(toasts(page)).toContainText('Content Generated');
    await page.clock.runFor(3_990);
    await expect(toasts(page)).toHaveCount(1);
    await page.clock.runFor(10);
    await expect(toasts(page)).toHaveCount(0);
  });
});
