import type { Browser, Page } from '@playwright/test';
import { publicGuidePath, type PublicGuide } from '@/shared/api/guideContent';
import { expect, test } from './fixtures';
import { createStaff, signIn, type StaffAccount } from './staff';

// Issue 26: guides are content. The NIN guide is in the database from the server's first start; staff
// change its figures and facts in the admin, and a change to official facts goes out only after a
// second editor has looked at it — here in two editors' browsers against the real server.

const NIN = 'National Identification Number (NIN)';

/** Signs `account` in in a browser of its own and opens the NIN guide's editor. */
async function guideEditor(browser: Browser, account: StaffAccount, address: string) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto('/admin?tab=content');
  await page.getByLabel('Search titles').fill(NIN);
  await page.getByRole('button', { name: `Edit ${NIN}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit content' });
  await expect(dialog.getByLabel('Part of the guide')).toBeVisible();
  return { page, dialog };
}

const modificationFee = async (page: Page) => {
  const response = await page.request.get(publicGuidePath('nin'));
  expect(response.status()).toBe(200);
  const guide = (await response.json()) as PublicGuide;
  return guide.content.figures.modificationFee;
};

test('an editor changes the NIN guide’s fee; they cannot publish it themselves, a second editor does', async ({
  page,
  browser,
}) => {
  // Two browsers, a long form: longer than one page's journey.
  test.slow();
  const author = await createStaff(page.request, 'editor');
  const reviewer = await createStaff(page.request, 'editor');
  // A fee no earlier run of this journey left there.
  const fee = 600 + (Date.now() % 300);

  const writing = await guideEditor(browser, author, '2001:db8::1a');
  await writing.dialog.getByLabel('Part of the guide').selectOption({ label: 'Facts and figures' });
  const fees = writing.dialog.getByRole('group', { name: 'Card and modification fees' });
  await fees.getByLabel('Amount of modificationFee, in naira').fill(String(fee));
  await fees.getByRole('button', { name: 'I checked this today (Card and modification fees)' }).click();
  await writing.dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(writing.dialog).toBeHidden();

  // The author tries to publish it: refused, with what to do instead; visitors keep the old fee.
  await writing.page.getByRole('button', { name: `Edit ${NIN}`, exact: true }).click();
  await writing.dialog.getByRole('button', { name: 'Publish…', exact: true }).click();
  const publishing = writing.page.getByRole('dialog', { name: `Publish “${NIN}”` });
  await publishing.getByLabel('Major change').check();
  await publishing.getByLabel('Change note').fill('Modification fee updated.');
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(publishing.getByRole('alert')).toContainText(
    'A guide’s change goes out only after a second editor has checked it',
  );
  expect(await modificationFee(page)).not.toEqual({ kind: 'naira', value: fee });
  await writing.page.context().close();

  // A second editor publishes it, and every visitor reads the new fee.
  const reviewing = await guideEditor(browser, reviewer, '2001:db8::1b');
  await reviewing.dialog.getByLabel('Part of the guide').selectOption({ label: 'Facts and figures' });
  await expect(
    reviewing.dialog
      .getByRole('group', { name: 'Card and modification fees' })
      .getByLabel('Amount of modificationFee, in naira'),
  ).toHaveValue(String(fee));
  await reviewing.dialog.getByRole('button', { name: 'Publish…', exact: true }).click();
  const approving = reviewing.page.getByRole('dialog', { name: `Publish “${NIN}”` });
  await approving.getByLabel('Major change').check();
  await approving.getByLabel('Change note').fill('Modification fee updated.');
  await approving.getByRole('button', { name: 'Publish' }).click();
  await expect(approving).toBeHidden();
  expect(await modificationFee(page)).toEqual({ kind: 'naira', value: fee });
  await reviewing.page.context().close();
});
