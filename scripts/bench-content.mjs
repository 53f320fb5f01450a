#!/usr/bin/env node
/**
 * The content list at 5,000 items, in Debian's Chromium against the built app (issue 12's targets on
 * this machine: opening the tab, an edit and a delete each within 200 ms, a keystroke within 50 ms).
 * Reported, not gated: timings on shared CI machines are noise. Each figure is the median of a few runs,
 * measured from the action to the next frame drawn after the screen shows its result. The built app is
 * served by the real server (a fresh embedded database in a temporary DATA_DIR, removed afterwards),
 * whose first admin the page signs in as through the API, as a person who signed in earlier arrives.
 *   npm run build && node scripts/bench-content.mjs     (also run at the end of `npm run bench`)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';
import { startServer } from './start-server.mjs';

const COUNT = 5000;
const RUNS = 5;
const TARGETS = { open: 200, edit: 200, delete: 200, keystroke: 50 };

const items = Array.from({ length: COUNT }, (_, i) => ({
  id: `bench-${i}`,
  title: `Guide number ${i + 1}`,
  category: ['documents', 'education', 'rights'][i % 3],
  content: 'A paragraph of guidance. '.repeat(8),
  author: 'Editorial team',
  dateCreated: '2026-09-01',
  dateModified: '2026-10-15',
  status: i % 2 ? 'draft' : 'published',
  revision: 1,
}));
/** SESSION_PATH of src/shared/api/accounts.ts (plain node cannot import TypeScript): POST signs in. */
const SESSION_PATH = '/api/session';
/** The benchmark's own first admin: made at the server's first start, in a database thrown away after. */
const ADMIN = { email: 'bench-admin@example.gov.ng', password: 'bench content list 5000' };

const dataDir = mkdtempSync(join(tmpdir(), 'cgn-bench-content-'));
const server = startServer({ DATA_DIR: dataDir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password });
const origin = await server.url;
const browser = await chromium.launch(CHROMIUM_LAUNCH);
const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
await page.goto(`${origin}/404`);
await page.evaluate(
  (items) => localStorage.setItem('cgn.content.v1', JSON.stringify({ format: 2, items })),
  items,
);
// The page's requests share the browser context's cookies: the staff guard finds the session.
const signedIn = await page.request.post(`${origin}${SESSION_PATH}`, { data: ADMIN });
if (!signedIn.ok()) throw new Error(`signing in answered ${signedIn.status()}: ${await signedIn.text()}`);

/** Time from `act` until `done` holds and a frame has been drawn, in ms. */
async function timed(act, done, arg) {
  const start = await page.evaluate(() => performance.now());
  await act();
  await page.waitForFunction(done, arg, { polling: 'raf' });
  return page.evaluate(
    (start) => new Promise((r) => requestAnimationFrame(() => r(performance.now() - start))),
    start,
  );
}
const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];
const results = { open: [], edit: [], delete: [], keystroke: [] };

for (let run = 0; run < RUNS; run += 1) {
  await page.goto(`${origin}/admin?tab=analytics`);
  await page.getByRole('heading', { level: 2, name: 'Analytics' }).waitFor();
  results.open.push(
    await timed(
      () => page.getByRole('tab', { name: 'Content Management' }).click(),
      // The list's heading, "All content (5,000)" less the items deleted by earlier runs.
      () => document.querySelector('h3[tabindex="-1"]') !== null,
    ),
  );
  const title = page.getByRole('textbox', { name: 'Title', exact: true });
  await title.focus();
  results.keystroke.push(
    await timed(
      () => page.keyboard.press('a'),
      () => document.activeElement instanceof HTMLInputElement && document.activeElement.value.endsWith('a'),
    ),
  );
  const target = `Guide number ${run + 1}`;
  await page.getByRole('button', { name: `Edit ${target}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit content' });
  await dialog.getByRole('textbox', { name: 'Title' }).fill(`${target} (edited)`);
  results.edit.push(
    await timed(
      () => dialog.getByRole('button', { name: 'Save changes' }).click(),
      (text) => [...document.querySelectorAll('th[scope="row"]')].some((th) => th.textContent === text),
      `${target} (edited)`,
    ),
  );
  await page.getByRole('button', { name: `Delete ${target} (edited)`, exact: true }).click();
  results.delete.push(
    await timed(
      () =>
        page.getByRole('dialog', { name: 'Delete content' }).getByRole('button', { name: 'Delete' }).click(),
      () =>
        ![...document.querySelectorAll('th[scope="row"]')].some((th) => th.textContent?.endsWith('(edited)')),
    ),
  );
}

console.log(
  `\nContent list with ${COUNT.toLocaleString('en')} items, median of ${RUNS} runs (ms; target in brackets)`,
);
for (const [name, values] of Object.entries(results)) {
  const value = median(values);
  console.log(
    `${name.padEnd(12)}${value.toFixed(0).padStart(6)}  (≤ ${TARGETS[name]})${value > TARGETS[name] ? '  over target' : ''}`,
  );
}
await browser.close();
await server.stop();
rmSync(dataDir, { recursive: true, force: true });
