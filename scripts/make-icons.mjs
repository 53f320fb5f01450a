#!/usr/bin/env node
/**
 * Draws the web-app icons in public/icons/ from the favicon's design (the green-white-green flag mark)
 * with Debian's Chromium. The PNGs are committed; run this again only when the design changes:
 *   node scripts/make-icons.mjs
 */
import { chromium } from '@playwright/test';
import { CHROMIUM_LAUNCH } from './chromium.mjs';

// Maskable icons are cropped to a circle or squircle by the launcher: keep the mark inside the middle 80 %.
const ICONS = [
  { file: 'icon-192.png', size: 192, maskable: false },
  { file: 'icon-512.png', size: 512, maskable: false },
  { file: 'maskable-512.png', size: 512, maskable: true },
];

const svg = ({ size, maskable }) => {
  const radius = maskable ? 0 : size * 0.19;
  const stripe = maskable ? size * 0.25 : size * 0.31;
  const height = maskable ? size * 0.5 : size * 0.75;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}">
    <rect width="${size}" height="${size}" rx="${radius}" fill="#006b40"/>
    <rect x="${(size - stripe) / 2}" y="${(size - height) / 2}" width="${stripe}" height="${height}" fill="#fff"/>
  </svg>`;
};

const browser = await chromium.launch({
  ...CHROMIUM_LAUNCH,
});
for (const icon of ICONS) {
  const page = await browser.newPage({ viewport: { width: icon.size, height: icon.size } });
  await page.setContent(`<style>body{margin:0}</style>${svg(icon)}`);
  await page.screenshot({ path: `public/icons/${icon.file}`, omitBackground: true });
  await page.close();
  console.log(`public/icons/${icon.file}`);
}
await browser.close();
