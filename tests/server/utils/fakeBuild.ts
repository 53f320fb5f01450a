import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import { precompress } from '../../../scripts/precompress.mjs';
import { loadRenderer, type Renderer } from '../../../server/pages/loadRenderer';
import { loadSite, type Site } from '../../../server/site/loadSite';

// Long enough to be worth compressing (scripts/precompress.mjs skips tiny files).
const FILLER = '<p>Plain-language guides to Nigerian government services.</p>'.repeat(40);

/** A page as the prerenderer writes it: one inline script (the colour mode), allowed by its hash. */
export const page = (title: string, inlineScript: string) =>
  `<!doctype html><html lang="en"><head><title>${title}</title><script>${inlineScript}</script>` +
  `<script type="module" src="/assets/index-AbC123.js"></script></head><body><h1>${title}</h1>${FILLER}</body></html>`;

/**
 * The renderer's module (dist-ssr/prerender.js) reduced to its shape: it renders the address it is
 * given as a heading, so a test sees which page the server asked for; and the shell it writes into.
 */
const FAKE_RENDERER = `
export const BAD_FORM_PAGE = { title: 'Bad form', heading: 'Bad form', body: 'Not one of ours.', links: [] };
export const TOO_MANY_PAGE = { title: 'Too many', heading: 'Too many', body: 'Wait a few minutes.', links: [] };
export const PREVIEW_ENDED_PAGE = { title: 'Preview ended', heading: 'Preview ended', body: 'Ask for a new link.', links: [] };
export async function guideSeeds() {
  return [];
}
export async function createRenderer() {
  return async (address) => ({
    html: '<h1>Rendered</h1>',
    title: 'Rendered',
    description: 'Rendered page',
    routeId: 'fake',
    lang: ['pcm', 'yo', 'ha', 'ig'].find((code) => address.split(/[/?]/)[1] === code) ?? 'en',
    alternates: [{ lang: 'en', path: new URL(address, 'http://fake').pathname }],
    notes: { noscript: 'Works without JavaScript.', failed: 'Some features are missing.', reload: 'Reload' },
    // A page of results says how many it found (server/visits counts the search): none for "zz" words.
    ...(address.includes('q=') ? { found: address.includes('zz') ? 0 : 2 } : {}),
  });
}
`;
const FAKE_SHELL =
  '<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Shell</title>' +
  '<meta name="description" content="Shell" /></head><body><div id="root"></div></body></html>';

/**
 * A small build in a temporary folder, shaped like dist/ (pages in folders, 404.html, hashed assets,
 * Vite's .vite/ manifest) and precompressed as `npm run build` does, with a fake renderer in dist-ssr/
 * beside it. Returns the path of dist/; remove its parent folder when done.
 */
export function writeFakeBuild(): string {
  const root = mkdtempSync(join(tmpdir(), 'cgn-build-'));
  const dir = join(root, 'dist');
  const files: Record<string, string> = {
    'index.html': page('Home', 'document.documentElement.dataset.mode="home"'),
    'documents/nin/index.html': page('NIN guide', 'document.documentElement.dataset.mode="nin"'),
    'search/index.html': page('Search', 'document.documentElement.dataset.mode="search"'),
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
  mkdirSync(join(root, 'dist-ssr'));
  writeFileSync(join(root, 'dist-ssr', 'prerender.js'), FAKE_RENDERER);
  writeFileSync(join(root, 'dist-ssr', 'shell.html'), FAKE_SHELL);
  return dir;
}

/** The fake renderer's folder of the build at `dist` (what SSR_DIR defaults to). */
export const fakeSsrDir = (dist: string) => join(dirname(dist), 'dist-ssr');

/** Removes the build at `dist` and its renderer. */
export const removeFakeBuild = (dist: string) => rmSync(dirname(dist), { recursive: true, force: true });

export interface FakeBuild {
  site: Site;
  renderer: Renderer;
  remove: () => void;
}

/** The fake build, loaded as the server loads a real one: for tests that build the app in-process. */
export async function loadFakeBuild(): Promise<FakeBuild> {
  const dist = writeFakeBuild();
  return {
    site: loadSite(dist),
    renderer: await loadRenderer(fakeSsrDir(dist)),
    remove: () => removeFakeBuild(dist),
  };
}

/**
 * The fake build for the tests of the file (or block) that calls it: loaded before them, removed after.
 * Read it inside a test or hook.
 */
export function fakeBuildForTests(): FakeBuild {
  let loaded: FakeBuild | undefined;
  beforeAll(async () => {
    loaded = await loadFakeBuild();
  });
  afterAll(() => loaded?.remove());
  const current = () => {
    if (!loaded) throw new Error('The fake build is loaded before the tests: read it inside a test or hook.');
    return loaded;
  };
  return {
    get site() {
      return current().site;
    },
    get renderer() {
      return current().renderer;
    },
    remove: () => current().remove(),
  };
}
