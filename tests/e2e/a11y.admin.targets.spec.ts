import { expect, test } from './fixtures';
import {
  ADMIN_TABS,
  currentToast,
  generateDraft,
  openAdminTab,
  openEditDialog,
  undersizedTargets,
} from './a11y.helpers';

test('every target on every admin tab is at least 24×24 px', async ({ page }) => {
  await openAdminTab(page, 'analytics');
  for (const { name } of ADMIN_TABS) {
    await page.getByRole('tab', { name }).click();
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    expect(await undersizedTargets(page), name).toEqual([]);
  }
});

test('the generator preview, the toast with its close button and both dialogs have 24×24 px targets', async ({
  page,
}) => {
  await openAdminTab(page, 'generator');
  await generateDraft(page);
  await expect(currentToast(page).getByRole('button', { name: 'Close notification' })).toBeVisible();
  expect(await undersizedTargets(page), 'preview and toast').toEqual([]);

  await page.getByRole('tab', { name: 'Content Management' }).click();
  const edit = await openEditDialog(page);
  expect(await undersizedTargets(page), 'edit dialog').toEqual([]);
  await edit.getByRole('button', { name: 'Cancel' }).click();
  await expect(edit).toBeHidden();

  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Delete content' })).toBeVisible();
  expect(await undersizedTargets(page), 'delete dialog').toEqual([]);
});
