import { slugFromTitle } from '@/shared/lib/slug';
import { publicGuidePath, type PublicGuide } from '@/shared/api/guideContent';
import { createArticle, openGuideEditor, uniqueTitle } from './content';
import { expect, test } from './fixtures';
import { createStaff, signIn } from './staff';

// Issue 26: guides are content, edited in the admin and published with the same workflow; a change to a
// guide's official facts goes out only after a second editor has looked at it. The guide here is a copy
// of the NIN guide under an address of this journey's own, so the NIN guide every other journey reads
// never changes under them.

test('an editor changes a guide’s fee; they cannot publish it themselves, a second editor does, and visitors read it', async ({
  page,
  browser,
}) => {
  // Two browsers, a long form: longer than one page's journey.
  test.slow();
  const author = await createStaff(page.request, 'editor');
  const reviewer = await createStaff(page.request, 'editor');
  const nin = (await (await page.request.get(publicGuidePath('nin'))).json()) as PublicGuide;
  const title = uniqueTitle('Identity guide');
  const slug = slugFromTitle(title);
  await createArticle(page.request, author, {
    kind: 'guide',
    title,
    content: JSON.stringify(nin.content),
  });

  const writing = await openGuideEditor(browser, author, '2001:db8::1a', title);
  await writing.dialog.getByLabel('Part of the guide').selectOption({ label: 'Facts and figures' });
  const fees = writing.dialog.getByRole('group', { name: 'Card and modification fees' });
  await fees.getByLabel('Amount of modificationFee, in naira').fill('750');
  await fees.getByRole('button', { name: 'I checked this today (Card and modification fees)' }).click();
  await writing.dialog.getByRole('button', { name: 'Save changes' }).click();
  await expect(writing.dialog).toBeHidden();

  // The author tries to publish it: refused, with what to do instead; visitors find nothing yet.
  await writing.page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  await writing.dialog.getByRole('button', { name: 'Publish…', exact: true }).click();
  const publishing = writing.page.getByRole('dialog', { name: `Publish “${title}”` });
  await publishing.getByRole('button', { name: 'Publish' }).click();
  await expect(publishing.getByRole('alert')).toContainText(
    'A guide’s change goes out only after a second editor has checked it',
  );
  expect((await page.request.get(`/documents/${slug}`)).status()).toBe(404);
  await writing.page.context().close();

  // A second editor publishes it.
  const reviewing = await openGuideEditor(browser, reviewer, '2001:db8::1b', title);
  await reviewing.dialog.getByLabel('Part of the guide').selectOption({ label: 'Facts and figures' });
  await expect(
    reviewing.dialog
      .getByRole('group', { name: 'Card and modification fees' })
      .getByLabel('Amount of modificationFee, in naira'),
  ).toHaveValue('750');
  await reviewing.dialog.getByRole('button', { name: 'Publish…', exact: true }).click();
  const approving = reviewing.page.getByRole('dialog', { name: `Publish “${title}”` });
  await approving.getByRole('button', { name: 'Publish' }).click();
  await expect(approving).toBeHidden();
  await reviewing.page.context().close();

  // A fresh visitor, JavaScript off: the server's page of the guide states the new fee.
  const visitor = await browser.newContext({ javaScriptEnabled: false });
  const reader = await visitor.newPage();
  expect((await reader.goto(`/documents/${slug}?tab=requirements`))?.status()).toBe(200);
  const feesSection = reader.getByRole('heading', { level: 2, name: 'Fees' }).locator('xpath=..');
  await expect(feesSection.getByText('₦750', { exact: true })).toBeVisible();
  await visitor.close();
});

test('a writer starts a guide to a document in the admin and submits it; an editor publishes it; a fresh visitor reads it', async ({
  page,
  browser,
}) => {
  test.slow();
  const writer = await createStaff(page.request, 'writer');
  const editor = await createStaff(page.request, 'editor');
  // Under an address of this journey's own: the catalogue's /documents/birth-certificate stays unwritten
  // for every other journey.
  const title = uniqueTitle('Birth certificate');
  const slug = slugFromTitle(title);

  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': '2001:db8::1c' } });
  const writing = await context.newPage();
  await signIn(writing, writer);
  await writing.goto('/admin?tab=content');
  const start = writing.getByRole('region', { name: 'Start a guide to a document' });
  await start.getByLabel('Document').selectOption({ label: 'Birth certificate' });
  await start.getByRole('button', { name: 'Start the guide' }).click();
  await expect(start.getByLabel('Page heading')).toHaveValue('Birth certificate');
  await start.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await start.getByLabel('Address', { exact: true }).fill(slug);
  // A tab of its own: what to bring, as a list.
  await start.getByRole('button', { name: 'Add a tab' }).click();
  await start.getByLabel('Name of this tab').fill('Requirements');
  const section = start.getByRole('group', { name: /^Section 1/ });
  await section.getByLabel('Heading').fill('What to bring');
  await section.getByLabel('Paragraph 1').fill('Bring these to the registry:');
  await section.getByLabel('Add to section 1').selectOption({ label: 'A list' });
  await section.getByRole('button', { name: 'Add', exact: true }).click();
  await section.getByLabel('List item 1').fill('The hospital’s notice of birth');
  await section.getByRole('button', { name: 'Add a list item' }).click();
  await section.getByLabel('List item 2').fill('A parent’s NIN');
  await start.getByRole('button', { name: 'Add content' }).click();
  await expect(start.getByRole('button', { name: 'Start the guide' })).toBeVisible();

  // The writer submits it; it is not public yet.
  await writing.getByLabel('Search titles').fill(title);
  await writing.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const draft = writing.getByRole('dialog', { name: 'Edit content' });
  await draft.getByRole('button', { name: 'Submit for review' }).click();
  await expect(draft.getByRole('status', { name: 'Review and publishing' })).toContainText(
    'Waiting for review',
  );
  expect((await page.request.get(`/documents/${slug}`)).status()).toBe(404);
  await context.close();

  // An editor approves and publishes it.
  const reviewing = await openGuideEditor(browser, editor, '2001:db8::1d', title);
  await reviewing.dialog.getByRole('button', { name: 'Approve and publish…' }).click();
  const approve = reviewing.page.getByRole('dialog', { name: `Approve and publish “${title}”` });
  await approve.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(approve).toBeHidden();
  await reviewing.page.context().close();

  // A fresh visitor opens its tab from the address, named and described by the guide itself.
  const visitor = await browser.newContext();
  const reader = await visitor.newPage();
  expect((await reader.goto(`/documents/${slug}?tab=part-2`))?.status()).toBe(200);
  await expect(reader.getByRole('heading', { level: 1, name: 'Birth certificate' })).toBeVisible();
  await expect(reader).toHaveTitle('Birth certificate · Citizen Guide Nigeria');
  await expect(reader.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
  await expect(reader.getByRole('heading', { level: 2, name: 'What to bring' })).toBeVisible();
  await expect(reader.getByRole('listitem').filter({ hasText: 'A parent’s NIN' })).toBeVisible();
  await reader.getByRole('tab', { name: 'Overview' }).click();
  await expect(reader.getByText('The official record of a child', { exact: false }).first()).toBeVisible();
  await visitor.close();
});
