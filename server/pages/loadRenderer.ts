import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { ArticleSearchEntry, PublicArticle, PublishedArticle } from '@/shared/api/articles';
import type { FormAnswers } from '@/shared/api/formAnswers';
import type { GuideSeed, PublicGuide } from '@/shared/api/guideContent';
import { contentSecurityPolicy } from '../../scripts/csp.mjs';
import { pageWriter, type PlainPageWords, type RenderedPage } from '../../scripts/pageShell.mjs';

/**
 * What the server uses of the app's renderer (src/app/prerender.tsx, built to dist-ssr/prerender.js).
 * The server imports no React or browser code (a lint rule): it loads the built file by its path.
 */
export interface RendererModule {
  createRenderer(): Promise<(address: string, options?: RenderData) => Promise<RenderedPage>>;
  BAD_FORM_PAGE: PlainPageWords;
  TOO_MANY_PAGE: PlainPageWords;
  PREVIEW_ENDED_PAGE: PlainPageWords;
  guideSeeds(): Promise<GuideSeed[]>;
}

/**
 * What a page is rendered with besides its address (src/app/prerender.tsx RenderOptions): the answers
 * of forms, the public articles it shows (the articles slice's state, src/features/articles), and on
 * a results page the published articles searched.
 */
export interface RenderData {
  answers?: FormAnswers;
  articles?: {
    bySlug?: Record<string, PublicArticle>;
    missing?: Record<string, 'gone' | 'notFound'>;
    latest?: PublishedArticle[] | null;
  };
  searchArticles?: readonly ArticleSearchEntry[];
  /** The published guide a guide's page shows, or the published guides a page of cards lists. */
  guides?: {
    bySlug?: Record<string, PublicGuide>;
    missing?: Record<string, 'gone' | 'notFound'>;
    /** The slugs of every published guide: the pages of guide cards (home, /documents). */
    published?: string[];
  };
  /**
   * Staff's preview of a draft: the page says so, is for no search engine (noindex, no canonical link)
   * and comes without the app (scripts/pageShell.mjs).
   */
  preview?: boolean;
  /** A guide's preview names its facts due for checking (staff only: a preview is never public). */
  factsDue?: string[];
}

/** A page the server wrote: the whole document and its own Content-Security-Policy header. */
export interface ServedPage {
  html: string;
  csp: string;
  /** On a page of search results: how many results it shows (server/visits counts the search). */
  found?: number;
}

/** The pages only the server can write, in the same shell as the build's (scripts/pageShell.mjs). */
export interface Renderer {
  /**
   * The app's page for `address` (a path and its query string), showing `answers` in its forms. The
   * renderer the routes get from createApp looks up the articles the address shows (server/pages/
   * databasePages.ts); the one loaded here renders with none.
   */
  page(address: string, answers?: FormAnswers): Promise<ServedPage>;
  /** The app's page for `address` rendered with `data`; its canonical link starts with `origin`. */
  render(address: string, data: RenderData, origin?: string): Promise<ServedPage>;
  /** The answer to a form that could not be read (not one of ours, or too long). */
  badForm: ServedPage;
  /** The answer to a form sent without the app from a network that sent too many (visitorLimits.ts). */
  tooMany: ServedPage;
  /** The answer to a preview link that has expired or never was one. */
  previewEnded: ServedPage;
  /**
   * The build's identity (its shell and renderer): a page the server writes names the build's script
   * and stylesheet files, so its ETag must change with the build even when its content does not.
   */
  buildId: string;
  /** The guides the app's code holds, to load into the database on its first start (guideSeeds.ts). */
  guideSeeds(): Promise<GuideSeed[]>;
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
  const shellHtml = readFileSync(shell, 'utf8');
  const buildId = createHash('sha256')
    .update(shellHtml)
    .update(readFileSync(entry))
    .digest('base64url')
    .slice(0, 12);
  return rendererFrom(module, shellHtml, buildId);
}

/** A Renderer from the renderer's module, the page shell and the build's identity. */
export async function rendererFrom(
  module: RendererModule,
  shell: string,
  buildId: string,
): Promise<Renderer> {
  const write = pageWriter(shell);
  const renderPage = await module.createRenderer();
  const render: Renderer['render'] = async (address, data, origin) => {
    const rendered = await renderPage(address, data);
    const page = served(write.page(rendered, address, data.answers, { origin, preview: data.preview }));
    return rendered.found === undefined ? page : { ...page, found: rendered.found };
  };
  return {
    page: (address, answers) => render(address, { answers }),
    render,
    badForm: served(write.plain(module.BAD_FORM_PAGE)),
    tooMany: served(write.plain(module.TOO_MANY_PAGE)),
    previewEnded: served(write.plain(module.PREVIEW_ENDED_PAGE)),
    buildId,
    guideSeeds: () => module.guideSeeds(),
  };
}

const served = (html: string): ServedPage => ({ html, csp: contentSecurityPolicy(html, { header: true }) });
