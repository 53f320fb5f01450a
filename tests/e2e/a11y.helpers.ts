import { expect, type Locator, type Page } from '@playwright/test';
import { SESSION_PATH } from '@/shared/api/accounts';
import { signIn } from './staff';

/** Every public screen, by path, with the name of its h1 (the not-found screen stands for all 404 paths). */
export const PUBLIC_PAGES = [
  { path: '/', h1: 'Government services in Nigeria, explained simply' },
  { path: '/documents', h1: 'Documents' },
  { path: '/documents/nin', h1: 'National Identification Number (NIN)' },
  { path: '/login', h1: 'Admin login' },
  { path: '/unauthorized', h1: 'Access Denied' },
  { path: '/accessibility', h1: 'Accessibility statement for Citizen Guide Nigeria' },
  { path: '/privacy', h1: 'Privacy notice for Citizen Guide Nigeria' },
  { path: '/all-content', h1: '404 - Page Not Found' },
] as const;

/** True below Bootstrap's md breakpoint, where the header collapses to the slide-out menu. */
export function isNarrow(page: Page): boolean {
  return (page.viewportSize()?.width ?? 0) < 768;
}

/** Waits until the app runs the page (the prerendered HTML shows before it), so input reaches the app. */
export async function waitForApp(page: Page): Promise<void> {
  await expect(page.locator('html')).toHaveClass(/\bapp-ready\b/);
}

/** Opens a public page, checks its h1 and waits for the app, so keyboard input reaches it. */
export async function openPage(page: Page, path: string, h1: string): Promise<void> {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
  await waitForApp(page);
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

/** The dashboard's tabs: what `?tab=` holds, and the tab's name (also its panel's h2). */
export const ADMIN_TABS = [
  { key: 'analytics', name: 'Analytics' },
  { key: 'content', name: 'Content Management' },
  { key: 'feedback', name: 'Feedback' },
  { key: 'subscribers', name: 'Subscribers' },
  { key: 'generator', name: 'AI Content Generator' },
  { key: 'users', name: 'User Management' },
  { key: 'audit', name: 'Audit log' },
  { key: 'settings', name: 'Site Settings' },
  { key: 'account', name: 'Your account' },
] as const;

export type AdminTabKey = (typeof ADMIN_TABS)[number]['key'];

/**
 * Signs in as the first admin through the API (the page's context then holds the session cookie) and
 * opens the dashboard at `tab`, waiting for its panel.
 */
export async function openAdminTab(page: Page, tab: AdminTabKey = 'analytics'): Promise<void> {
  await signIn(page);
  await page.goto(`/admin?tab=${tab}`);
  const { name } = ADMIN_TABS.find(({ key }) => key === tab)!;
  await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
}

/** Types a topic into the generator, asks for a draft with Enter and waits for the preview. */
export async function generateDraft(page: Page, topic = 'Renewing a driver’s licence') {
  await page.getByRole('textbox', { name: 'Topic' }).fill(topic);
  await page.getByRole('textbox', { name: 'Topic' }).press('Enter');
  const preview = page.getByRole('article');
  await expect(preview).toBeVisible({ timeout: 5000 });
  return preview;
}

/** Opens the edit dialog of the first content item (from the Content Management tab). */
export async function openEditDialog(page: Page) {
  await page
    .getByRole('button', { name: /^Edit / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit content' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The toast on screen (at most one: a new one replaces the old). */
export function currentToast(page: Page): Locator {
  return page.locator('.toast');
}

/** What a focus ring looks like, as read by readFocusRing. */
export interface FocusRing {
  /** Tag and text of the focused element, for the failure message. */
  element: string;
  outlineStyle: string;
  outlineWidth: number;
  /** Contrast of the outline's colour against the background it is drawn on (WCAG 1.4.11 asks 3:1). */
  contrast: number;
}

/**
 * Reads the focused element's focus ring. The ring is an outline drawn outside the element, so it is
 * measured against the first ancestor background, with translucent layers composited down to an opaque one.
 */
export function readFocusRing(page: Page): Promise<FocusRing | null> {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement | null;
    if (!el || el === document.body) return null;
    type Rgba = [number, number, number, number];
    const rgba = (colour: string): Rgba => {
      const [r = 0, g = 0, b = 0, a = 1] = (colour.match(/[\d.]+/g) ?? []).map(Number);
      return [r, g, b, a];
    };
    const layers: Rgba[] = [];
    for (let node = el.parentElement; node; node = node.parentElement) {
      const layer = rgba(getComputedStyle(node).backgroundColor);
      if (layer[3] > 0) layers.unshift(layer);
      if (layer[3] === 1) break;
    }
    const behind = layers.reduce<Rgba>(
      (under, [r, g, b, a]) => [
        r * a + under[0] * (1 - a),
        g * a + under[1] * (1 - a),
        b * a + under[2] * (1 - a),
        1,
      ],
      [255, 255, 255, 1],
    );
    const luminance = ([r, g, b]: Rgba) => {
      const [lr, lg, lb] = [r, g, b].map((v) => {
        const c = v / 255;
        return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      }) as [number, number, number];
      return 0.2126 * lr + 0.7152 * lg + 0.0722 * lb;
    };
    const style = getComputedStyle(el);
    const ring = luminance(rgba(style.outlineColor));
    const backdrop = luminance(behind);
    const contrast = (Math.max(ring, backdrop) + 0.05) / (Math.min(ring, backdrop) + 0.05);
    const text = (el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim();
    return {
      element: `${el.tagName.toLowerCase()} "${text.slice(0, 40)}"`,
      outlineStyle: style.outlineStyle,
      outlineWidth: parseFloat(style.outlineWidth),
      contrast: Math.round(contrast * 100) / 100,
    };
  });
}

/** Whether a ring is solid, at least 2 px wide and 3:1 against its background. */
function ringIsVisible(ring: FocusRing): boolean {
  return ring.outlineStyle === 'solid' && ring.outlineWidth >= 2 && ring.contrast >= 3;
}

/** Fails unless the focused element shows a solid ring at least 2 px wide with 3:1 contrast. */
export async function expectVisibleFocusRing(page: Page): Promise<void> {
  const ring = await readFocusRing(page);
  expect(ring, 'something has focus').not.toBeNull();
  expect(ring!.outlineStyle, ring!.element).toBe('solid');
  expect(ring!.outlineWidth, ring!.element).toBeGreaterThanOrEqual(2);
  expect(ring!.contrast, ring!.element).toBeGreaterThanOrEqual(3);
}

/** Presses Tab until `target` has focus (a keyboard user's way there), failing after `limit` presses. */
export async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`Tab never reached ${target.toString()}`);
}

/**
 * Presses Tab once round every stop after the current focus — until focus leaves the page or comes back
 * to the first stop — and returns the stops visited and those without a visible ring.
 */
export async function tabRound(page: Page, limit = 150): Promise<{ stops: string[]; problems: string[] }> {
  const stops: string[] = [];
  const problems: string[] = [];
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    const ring = await readFocusRing(page);
    if (!ring || (stops.length > 0 && ring.element === stops[0])) break;
    stops.push(ring.element);
    if (!ringIsVisible(ring)) {
      problems.push(`${ring.element}: ${ring.outlineStyle} ${ring.outlineWidth}px, ${ring.contrast}:1`);
    }
  }
  return { stops, problems };
}

/**
 * Elements whose content is wider than their box: text cut off, or spilling into its neighbours. Inline
 * boxes, form fields (a long value scrolls inside the field) and visually hidden text are left out —
 * hidden by class, or clipped to nothing like the header row of a table stacked into cards.
 */
export function clippedElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const hiddenByClip = (el: HTMLElement) => {
      for (let node: HTMLElement | null = el; node; node = node.parentElement) {
        // Bootstrap's .visually-hidden still hides with the deprecated clip property.
        if (getComputedStyle(node).getPropertyValue('clip') === 'rect(0px, 0px, 0px, 0px)') return true;
      }
      return false;
    };
    const clipped: string[] = [];
    for (const el of document.body.querySelectorAll<HTMLElement>('*')) {
      if (el.closest('.visually-hidden, svg, [hidden]') || el.getClientRects().length === 0) continue;
      if (hiddenByClip(el)) continue;
      if (/^(INPUT|TEXTAREA|SELECT)$/.test(el.tagName)) continue;
      const { display } = getComputedStyle(el);
      if (display === 'inline' || display === 'contents') continue;
      if (el.scrollWidth > el.clientWidth + 1) {
        const text = el.textContent.trim().slice(0, 30);
        clipped.push(
          `${el.tagName.toLowerCase()}.${el.classList[0] ?? ''} "${text}" ${el.scrollWidth} > ${el.clientWidth}`,
        );
      }
    }
    return clipped;
  });
}

/** Fails if the page scrolls sideways or anything on it is cut off; `label` names the state checked. */
export async function expectNoOverflow(page: Page, label: string): Promise<void> {
  expect(await horizontalOverflow(page), `${label}: sideways scroll`).toBeLessThanOrEqual(0);
  expect(await clippedElements(page), `${label}: clipped`).toEqual([]);
}

/** Text resized to 200 %: the browser's text-only zoom scales the root font size. */
export async function zoomTextTo200(page: Page): Promise<void> {
  await page.evaluate(() => (document.documentElement.style.fontSize = '200%'));
}

/** The smallest target WCAG 2.5.8 (AA) allows, in CSS px. */
export const MIN_TARGET = 24;
/** The smallest target on a phone (WCAG 2.5.5, and Android's and Apple's guidance), in CSS px. */
export const TOUCH_TARGET = 44;

/**
 * Visible links, buttons, fields and tabs smaller than `min` × `min` px (24 unless told). A link inside
 * a sentence is left out: 2.5.8 exempts it, because its size is set by the line of text around it.
 */
export function undersizedTargets(page: Page, min = MIN_TARGET): Promise<string[]> {
  return page.evaluate((min) => {
    const undersized: string[] = [];
    const targets = document.querySelectorAll<HTMLElement>(
      'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]',
    );
    for (const el of targets) {
      const style = getComputedStyle(el);
      if (el.getClientRects().length === 0 || style.visibility === 'hidden') continue;
      // A closed tab panel hidden until found (find-in-page) keeps boxes but shows nothing.
      if (el.closest('.visually-hidden, [hidden]')) continue;
      const { width, height } = el.getBoundingClientRect();
      if (width >= min && height >= min) continue;
      if (el.tagName === 'A' && style.display === 'inline') {
        let block = el.parentElement;
        while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
        const inSentence = (block?.textContent ?? '').trim().length > el.textContent.trim().length;
        if (inSentence) continue;
      }
      const name = (el.textContent || el.getAttribute('aria-label') || el.getAttribute('name') || '').trim();
      undersized.push(
        `${el.tagName.toLowerCase()} "${name.slice(0, 40)}" ${Math.round(width)}×${Math.round(height)}`,
      );
    }
    return undersized;
  }, min);
}

/** Collects every console error and warning, and uncaught errors, from the moment the page opens. */
export function watchConsole(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error' && message.type() !== 'warning') return;
    // The not-found page's own 404 status is the point of it, not a problem; so is the 401 with which
    // the server says nobody is signed in when the staff area asks (GET /api/session); and the journeys
    // block service workers (Playwright says so in the console).
    const itsOwn404 = message.text().includes('status of 404') && message.location().url === page.url();
    const notSignedIn =
      message.text().includes('status of 401') && new URL(message.location().url).pathname === SESSION_PATH;
    const harness = message.text() === 'Service Worker registration blocked by Playwright';
    if (!itsOwn404 && !notSignedIn && !harness) problems.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
  return problems;
}
