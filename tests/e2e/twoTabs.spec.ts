import { expect, test } from '@playwright/test';

test('logging in and out in one tab carries to the other open tab', async ({ context }) => {
  const first = await context.newPage();
  const second = await context.newPage();
  await first.goto('/login');
  await first.getByLabel('E-mail').fill('admin@example.gov.ng');
  await first.getByLabel('Password').fill('portal-demo-2026');
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
  await context.addInitScript(() => {
    if (!localStorage.getItem('cgn.session.v1')) {
      localStorage.setItem(
        'cgn.session.v1',
        JSON.stringify({
          user: { id: '1', email: 'admin@example.gov.ng', role: 'admin', name: 'Site Administrator' },
        }),
      );
    }
  });
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
