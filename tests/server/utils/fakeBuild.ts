import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { precompress } from '../../../scripts/precompress.mjs';

// Long enough to be worth compressing (scripts/precompress.mjs skips tiny files).
const FILLER = '<p>Plain-language guides to Nigerian government services.</p>'.repeat(40);

/** A page as the prerenderer writes it: one inline script (the colour mode), allowed by its hash. */
export const page = (title: string, inlineScript: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><script>${inlineScript}</script>` +
  `<script type="module" src="/assets/index-AbC123.js"></script></head><body><h1>${title}</h1>${FILLER}</body></html>`;

/**
 * A small build in a temporary folder, shaped like dist/ (pages in folders, 404.html, hashed assets,
 * Vite's .vite/ manifest) and precompressed as `npm run build` does. Returns its path.
 */
export function writeFakeBuild(): string {
  const dir = mkdtempSync(join(tmpdir(), 'cgn-dist-'));
  const files: Record<string, string> = {
    'index.html': page('Home', 'document.documentElement.dataset.mode="home"'),
    'documents/nin/index.html': page('NIN guide', 'document.documentElement.dataset.mode="nin"'),
    '404.html': page('Page not found', 'document.documentElement.dataset.mode="missing"'),
    'offline.html': page('Offline', 'void 0'),
    'assets/index-AbC123.js': `console.log(${JSON.stringify(FILLER)});`,
    'favicon.svg': '<svg xmlns="http://www.w3.org/2000/svg"/>',
    '.vite/manifest.json': '{"secret":"not public"}',
  };
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
  precompress(dir);
  return dir;
}
