import { expect, test } from './fixtures';
import { currentToast, expectNoOverflow, horizontalOverflow, openAdminTab, waitForApp } from './a11y.helpers';

// Issue 12: no input has a length limit, and long unbroken text widens the page.

test('a search box holds 200 characters; a longer query in the address is cut to them and wraps', async ({
  page,
}) => {
  await page.goto('/search');
  await waitForApp(page);
  const box = page.getByRole('main').getByRole('searchbox');
  await box.fill('x'.repeat(100_000));
  await expect(box).toHaveValue('x'.repeat(200));
  // About the longest address a server accepts (Node's limit is 16 KiB of headers).
  await page.goto(`/search?q=${'y'.repeat(10_000)}`);
  await expect(box).toHaveValue('y'.repeat(200));
  await expect(page.locator('p.lead', { hasText: 'No results for' })).toBeVisible();
  expect(await horizontalOverflow(page)).toBeLessThanOrEqual(0);
});

test('the content form holds at most its limits, says so, and a long title wraps in the list and its toast', async ({
  page,
}) => {
  await openAdminTab(page, 'content');
  const title = page.getByRole('textbox', { name: 'Title' });
  await expect(title).toHaveAccessibleDescription('Up to 150 characters.');
  await expect(page.getByRole('textbox', { name: 'Content' })).toHaveAccessibleDescription(
    'Up to 20,000 characters.',
  );
  await title.fill('T'.repeat(400));
  await expect(title).toHaveValue('T'.repeat(150));
  await page.getByRole('textbox', { name: 'Content' }).fill('A body.');
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(currentToast(page)).toContainText('T'.repeat(20));
  await expectNoOverflow(page, 'list and toast with a 150-character title');
  // The toast is a notice, not a wall: it leaves most of a phone's screen free.
  const toastBox = await currentToast(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(toastBox!.height).toBeLessThan(viewport.height / 2);
});

test('a title of only invisible characters is refused with the form’s usual message', async ({ page }) => {
  await openAdminTab(page, 'content');
  const rows = page.getByRole('row');
  const before = await rows.count();
  await page.getByRole('textbox', { name: 'Title' }).fill('\u200B\u200B\u200D\u3164');
  await page.getByRole('textbox', { name: 'Content' }).fill('Looks like content.');
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(page.getByText('Enter a title.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(rows).toHaveCount(before);
});

test('the newsletter field holds at most an e-mail address’s 254 characters', async ({ page }) => {
  await page.goto('/');
  await waitForApp(page);
  const field = page.getByRole('textbox', { name: 'E-mail address' });
  await field.fill(`${'a'.repeat(100_000)}@example.com`);
  await expect(field).toHaveValue(/^a{254}$/);
});

test('the generator’s topic holds a title’s 150 characters and its seed 12', async ({ page }) => {
  await openAdminTab(page, 'generator');
  const topic = page.getByRole('textbox', { name: 'Topic' });
  await topic.fill('t'.repeat(1000));
  await expect(topic).toHaveValue('t'.repeat(150));
  const seed = page.getByRole('textbox', { name: /Seed/ });
  await seed.fill('9'.repeat(1000));
  await expect(seed).toHaveValue('9'.repeat(12));
});
