import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FormAnswers } from '@/shared/api/formAnswers';
import { contentSecurityPolicy } from '../../scripts/csp.mjs';
import { pageWriter, type PlainPageWords, type RenderedPage } from '../../scripts/pageShell.mjs';

/**
 * What the server uses of the app's renderer (src/app/prerender.tsx, built to dist-ssr/prerender.js).
 * The server imports no React or browser code (a lint rule): it loads the built file by its path.
 */
export interface RendererModule {
  createRenderer(): Promise<(address: string, answers?: FormAnswers) => Promise<RenderedPage>>;
  NOSCRIPT_NOTE: string;
  START_FAILED_NOTE: { text: string; reload: string };
  BAD_FORM_PAGE: PlainPageWords;
}

/** A page the server wrote: the whole document and its own Content-Security-Policy header. */
export interface ServedPage {
  html: string;
  csp: string;
}

/** The pages only the server can write, in the same shell as the build's (scripts/pageShell.mjs). */
export interface Renderer {
  /** The app's page for `address` (a path and its query string), showing `answers` in its forms. */
  page(address: string, answers?: FormAnswers): Promise<ServedPage>;
  /** The answer to a form that could not be read (not one of ours, or too long). */
  badForm: ServedPage;
}

/**
 * Loads the build's renderer (prerender.js and shell.html in `ssrDir`, written by `npm run build`) once,
 * at start; what it prepares for every page (the search index) is built then, not per request.
 */
export async function loadRenderer(ssrDir: string): Promise<Renderer> {
  const entry = join(ssrDir, 'prerender.js');
  const shell = join(ssrDir, 'shell.html');
  if (!existsSync(entry) || !existsSync(shell))
    throw new Error(
      `no server renderer in ${ssrDir} (prerender.js, shell.html): run npm run build, or set SSR_DIR to one.`,
    );
  const module = (await import(pathToFileURL(entry).href)) as RendererModule;
  return rendererFrom(module, readFileSync(shell, 'utf8'));
}

/** A Renderer from the renderer's module and the page shell. */
export async function rendererFrom(module: RendererModule, shell: string): Promise<Renderer> {
  const write = pageWriter(shell, module);
  const render = await module.createRenderer();
  return {
    page: async (address, answers) => served(write.page(await render(address, answers), address, answers)),
    badForm: served(write.plain(module.BAD_FORM_PAGE)),
  };
}

const served = (html: string): ServedPage => ({ html, csp: contentSecurityPolicy(html, { header: true }) });
