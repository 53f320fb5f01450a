import type { APIRequestContext, Browser, Page } from '@playwright/test';
import { CSRF_HEADER } from '@/shared/api/accounts';
import {
  CONTENT_PATH,
  contentStepPath,
  type ContentItem,
  type NewContent,
  type WorkflowStep,
} from '@/shared/api/content';
import { expect } from './fixtures';
import { signIn, signInRequest, type StaffAccount } from './staff';

let made = 0;

/** A title no other journey uses (journeys share one server and its database). */
export function uniqueTitle(words: string): string {
  made += 1;
  return `${words} ${Date.now().toString(36)}${made}`;
}

/** Creates an article through the API as `account` (signed in on `request` here), as the admin would. */
export async function createArticle(
  request: APIRequestContext,
  account: StaffAccount,
  article: Partial<NewContent> & Pick<NewContent, 'title'>,
): Promise<ContentItem> {
  const { csrfToken } = await signInRequest(request, account);
  const response = await request.post(CONTENT_PATH, {
    data: { summary: '', category: 'documents', content: 'Text.', ...article },
    headers: { [CSRF_HEADER]: csrfToken },
  });
  expect(response.status(), await response.text()).toBe(201);
  return (await response.json()) as ContentItem;
}

/**
 * Takes workflow step `step` on `item` through the API as `account`, decided on its `revision`: publish
 * (with `{ change: 'major' }` for a first publication), unpublish (with a reason)…
 */
export async function takeStep(
  request: APIRequestContext,
  account: StaffAccount,
  item: Pick<ContentItem, 'id' | 'revision'>,
  step: WorkflowStep,
  fields: Record<string, unknown>,
): Promise<ContentItem> {
  const { csrfToken } = await signInRequest(request, account);
  const response = await request.post(contentStepPath(item.id, step), {
    data: { revision: item.revision, ...fields },
    headers: { [CSRF_HEADER]: csrfToken },
  });
  expect(response.status(), await response.text()).toBe(200);
  return (await response.json()) as ContentItem;
}

/** Opens the editor of `title` from the content list on `staff`'s page; returns the edit dialog. */
export async function openEditor(staff: Page, title: string) {
  await staff.getByRole('button', { name: `Edit ${title}` }).click();
  const dialog = staff.getByRole('dialog', { name: 'Edit content' });
  await expect(dialog.getByRole('textbox', { name: 'Title', exact: true })).toHaveValue(title);
  return dialog;
}

/**
 * Signs `account` in in a browser of its own (as a visitor from `address`) and opens the editor of the
 * guide titled `title` from the admin's content list; returns its page and the edit dialog.
 */
export async function openGuideEditor(
  browser: Browser,
  account: StaffAccount,
  address: string,
  title: string,
) {
  const context = await browser.newContext({ extraHTTPHeaders: { 'X-Forwarded-For': address } });
  const page = await context.newPage();
  await signIn(page, account);
  await page.goto('/admin?tab=content');
  await page.getByLabel('Search titles').fill(title);
  await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit content' });
  await expect(dialog.getByLabel('Part of the guide')).toBeVisible();
  return { page, dialog };
}
