import { expect, type Page } from '@playwright/test';

/** Every public screen, by path, with the name of its h1 (the not-found screen stands for all 404 paths). */
export const PUBLIC_PAGES = [
  { path: '/', h1: 'Government services in Nigeria, explained simply' },
  { path: '/documents', h1: 'Documents' },
  { path: '/documents/nin', h1: 'National Identification Number (NIN)' },
  { path: '/login', h1: 'Admin login' },
  { path: '/unauthorized', h1: 'Access Denied' },
  { path: '/all-content', h1: '404 - Page Not Found' },
] as const;

/** True below Bootstrap's md breakpoint, where the header collapses to the slide-out menu. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** Opens a public page and waits until it has rendered its h1, so keyboard input reaches the app. */
export async function openPage(page: Page, path: string, h1: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
}

/** Opens the slide-out menu (below 768 px) and returns it. */
export async function openSlideOutMenu(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Open menu' }).click();
  const panel = page.getByRole('dialog', { name: 'Menu' });
  await expect(panel).toBeVisible();
  return panel;
}

/** How far the page is wider than the viewport, in px: more than 0 means sideways scrolling. */
export function horizontalOverflow(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
}
