import { CONTENT_PATH } from '@/shared/api/content';
import { expect, test } from './fixtures';
import { uniqueTitle } from './content';
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

test('the content form counts against its limits, the server refuses more with a clear message, and a long title wraps in the list and its toast', async ({
  page,
}) => {
  await openAdminTab(page, 'content');
  const title = page.getByRole('textbox', { name: 'Title' });
  const content = page.getByRole('textbox', { name: 'Content' });
  await expect(title).toHaveAccessibleDescription('0 of 150 characters.');
  await expect(content).toHaveAccessibleDescription(/^0 of 50,000 characters\. Formatting: /);
  // The field takes what is pasted, says by how much it is over, and the server refuses it whatever the
  // browser sent — with its message beside the field and nothing typed lost.
  await title.fill('T'.repeat(400));
  await expect(title).toHaveAccessibleDescription('400 of 150 characters.');
  await content.fill('A body.');
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(title).toHaveAccessibleDescription(
    'A title has at most 150 characters. 400 of 150 characters.',
  );
  await expect(title).toHaveAttribute('aria-invalid', 'true');
  await expect(title).toHaveValue('T'.repeat(400));
  await expect(content).toHaveValue('A body.');

  // A title of exactly the limit, with a run of its own so it is found in the list whatever else is there.
  const longest = `${uniqueTitle('')}${'T'.repeat(150)}`.trim().slice(0, 150);
  await title.fill(longest);
  // The server's message stays until the next save answers (as it does for every field it checks).
  await expect(title).toHaveAccessibleDescription(/ 150 of 150 characters\.$/);
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(title).toHaveAccessibleDescription('0 of 150 characters.');
  await expect(currentToast(page)).toContainText(longest);
  await expect(page.getByRole('rowheader', { name: longest })).toBeVisible();
  await expectNoOverflow(page, 'list and toast with a 150-character title');
  // The toast is a notice, not a wall: it leaves most of a phone's screen free.
  const toastBox = await currentToast(page).boundingBox();
  const viewport = page.viewportSize()!;
  expect(toastBox!.height).toBeLessThan(viewport.height / 2);
});

test('a title of only invisible characters is refused with the form’s usual message', async ({ page }) => {
  await openAdminTab(page, 'content');
  // Journeys share the server, so the list may change meanwhile: what proves nothing was added is that
  // nothing was sent (nor queued to be sent).
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === CONTENT_PATH)
      sent.push(request.url());
  });
  await page.getByRole('textbox', { name: 'Title' }).fill('\u200B\u200B\u200D\u3164');
  await page.getByRole('textbox', { name: 'Content' }).fill('Looks like content.');
  await page.getByRole('button', { name: 'Add content' }).click();
  await expect(page.getByText('Enter a title.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Title' })).toBeFocused();
  await expect(page.getByText(/^(Sending…|Waiting to be sent)$/)).toHaveCount(0);
  expect(sent).toEqual([]);
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
