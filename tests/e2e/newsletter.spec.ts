import type { Page } from '@playwright/test';
import { MIN_HUMAN_MS } from '@/shared/api/botCheck';
import { expect, test } from './fixtures';
import { mailFor } from './mailCatcher';
import { signIn } from './staff';

/*
 * The newsletter end to end (issue 28), against the real server and its mail queue, which sends through
 * the run's own SMTP server on 127.0.0.1 (mailCatcher.ts): a visitor signs up, confirms from the e-mail
 * the SMTP server received, the staff see the confirmed subscriber in the admin (another browser),
 * send them an update, and the visitor unsubscribes with one click (RFC 8058) — the link's page and
 * the staff's count agree.
 */

const signup = (page: Page) => page.getByRole('region', { name: 'Get new guides in your inbox' });

/** A link of the e-mails as an address of the server under test (the e-mails name the site's origin). */
const onThisServer = (link: string) => {
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
};

/** The staff's count of confirmed subscribers, in the Subscribers tab. */
async function confirmedCount(staff: Page) {
  await staff.goto('/admin?tab=subscribers');
  return staff.locator('dt', { hasText: /^Confirmed$/ }).locator('xpath=following-sibling::dd[1]');
}

test('sign up, confirm from the e-mail, staff see it and send an update, unsubscribe with one click', async ({
  page,
  browser,
}) => {
  const address = `visitor-${Date.now()}@example.com`;

  // The visitor signs up with JavaScript on, taking the time a person takes (the bot check: botCheck.ts,
  // measured with performance.now(): the page's clock, installed before it loads, moves on that long).
  await page.clock.install();
  await page.goto('/');
  const form = signup(page);
  await form.scrollIntoViewIfNeeded();
  await form.getByRole('textbox', { name: 'E-mail address' }).fill(address);
  await page.clock.fastForward(MIN_HUMAN_MS + 100);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(form.getByText('Thank you for your interest!')).toBeVisible();
  await expect(form.getByText(`Check your inbox: we are sending a link to ${address}.`)).toBeVisible();

  // The confirmation e-mail, as the SMTP server received it: a link, and the one-click headers.
  const confirmation = await mailFor(address, /^Confirm your subscription/);
  expect(confirmation.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
  const unsubscribeHeader = /^<(.+)>$/.exec(confirmation.headers['List-Unsubscribe'] ?? '')?.[1];
  expect(unsubscribeHeader).toMatch(/\/newsletter\/unsubscribe\?token=[\w-]{43}$/);
  const confirmLink = /(https?:\/\/\S+\/newsletter\/confirm\?token=\S+)/.exec(confirmation.text)?.[1];
  expect(confirmLink).toBeDefined();

  // Opening the link confirms nothing by itself (mail scanners follow links): the button does.
  await page.goto(onThisServer(confirmLink!));
  const section = signup(page);
  await expect(section.getByRole('heading', { name: 'Confirm your subscription' })).toBeInViewport();
  await section.getByRole('button', { name: 'Confirm my subscription' }).click();
  await expect(section.getByRole('heading', { name: 'Your subscription is confirmed' })).toBeVisible();

  // The staff, in a browser of their own, see one confirmed subscriber, and the mail sent.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff);
  await expect(await confirmedCount(staff)).toHaveText('1');
  await expect(staff.getByText(/No mail server is configured/)).toHaveCount(0);
  const latest = staff.getByRole('table', { name: 'The latest messages, newest first' });
  await expect(
    latest.getByRole('row').filter({ hasText: 'Confirm your subscription' }).first(),
  ).toContainText('Sent');

  // They send an update: previewed with its one recipient first, then queued.
  await staff.getByLabel('Subject').fill('A new guide: renewing your passport');
  await staff.getByLabel('Text').fill('Read it at /documents.');
  await staff.getByRole('button', { name: 'Preview' }).click();
  const preview = staff.getByRole('region', { name: 'Preview' });
  await expect(preview.getByText('Recipients: 1 confirmed subscribers (one e-mail each).')).toBeVisible();
  await preview.getByRole('button', { name: 'Queue the update' }).click();
  await expect(staff.getByText('Queued: 1 e-mails, one for each confirmed subscriber.')).toBeVisible();
  const update = await mailFor(address, /^A new guide: renewing your passport$/);
  expect(update.text).toContain('Read it at /documents.');
  const updateUnsubscribe = /^<(.+)>$/.exec(update.headers['List-Unsubscribe'] ?? '')?.[1];
  expect(update.text).toContain(`Unsubscribe with one click: ${updateUnsubscribe}#newsletter`);

  // The unsubscribe link's page shows a button; opening it deletes nothing.
  await page.goto(onThisServer(`${unsubscribeHeader}#newsletter`));
  await expect(section.getByRole('heading', { name: 'Unsubscribe from our updates' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Unsubscribe' })).toBeVisible();
  await expect(await confirmedCount(staff)).toHaveText('1');

  // One click in the mail program: RFC 8058's POST to the update's List-Unsubscribe address.
  const oneClick = await page.request.post(onThisServer(updateUnsubscribe!), {
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    data: 'List-Unsubscribe=One-Click',
  });
  expect(oneClick.status()).toBe(200);
  await expect(await confirmedCount(staff)).toHaveText('0');

  // The page's button, pressed after: the address is gone already, and it says so.
  await section.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(section.getByRole('heading', { name: 'This link no longer works' })).toBeVisible();
  await staffContext.close();
});
