import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const base = 'http://localhost:4291';
for (const [name, width, path, scheme] of [
  ['home-ha-375', 375, '/?lang=ha', 'light'],
  ['nin-yo-375', 375, '/documents/nin?lang=yo', 'dark'],
  ['docs-ig-1280', 1280, '/documents?lang=ig', 'light'],
  ['home-en-375', 375, '/', 'light'],
]) {
  const page = await browser.newPage({ viewport: { width, height: 800 }, colorScheme: scheme });
  await page.goto(base + path);
  await page.waitForSelector('html[data-hydrated]');
  await page.waitForTimeout(800);
  await page.screenshot({ path: `/tmp/${name}.png` });
  await page.close();
}
await browser.close();
