import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { documentTitle, pageHandleOf } from '@/features/navigation/usePageAnnouncer';
import { translate, type Vars } from '@/shared/i18n/translate';
import { buildMessages, type BuildMessageKey } from '@/shared/site/buildMessages';
import { siteMessages, type SiteMessageKey } from '@/shared/site/siteMessages';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { articlePath } from '@/shared/site/paths';
import { AppRoutes, matchesOf, pageIdOf, preloadPage } from './router';
import { makeStore } from './store';

/** One page as the build writes it: the HTML inside #root and what goes in <head>. */
export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
  /** The id of the route it was rendered for; the browser hydrates only when it matches the same one. */
  routeId: string;
}

const en = (key: SiteMessageKey, vars?: Vars) => translate(siteMessages, 'en', key, vars);
const enBuild = (key: BuildMessageKey) => buildMessages.en[key];

/**
 * Renders `path` the way a visitor's first paint will show it: a fresh store (no stored session or
 * choices: those are applied in the browser after hydration), the page's code loaded, and every
 * component rendered once with no effects. Build-time only (scripts/prerender.mjs).
 */
export async function prerender(path: string): Promise<PrerenderedPage> {
  await preloadPage(path);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={makeStore()}>
        <StaticRouter location={path}>
          <AppRoutes />
        </StaticRouter>
      </Provider>
    </StrictMode>,
    // React moves a Suspense boundary's content larger than this to the end of the page, shown by an
    // inline script; every page's content sits in the layout's boundary, and must read without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  let html = '';
  for await (const chunk of prelude) html += chunk;
  const handle = pageHandleOf(matchesOf(path).map((match) => match.route));
  return {
    html,
    title: documentTitle(en, handle, headingOf(html)),
    description: enBuild(handle.descriptionKey),
    routeId: pageIdOf(path),
  };
}

/** The text of the page's h1, as React wrote it (text only: markup stripped, its five escapes undone). */
function headingOf(html: string): string | undefined {
  const inner = /<h1[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1];
  if (inner === undefined) return undefined;
  const entities: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', '#x27': "'", '#39': "'" };
  return inner
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#x27|#39);/g, (_, name: string) => entities[name] ?? '');
}

/** The public pages of the published seed items (the build checks scripts/site.mjs lists the same). */
export const ARTICLE_PATHS = SEED_CONTENT.filter((item) => item.status === 'published').map((item) =>
  articlePath(item.id),
);

/** The note shown with JavaScript off, in the site's words. */
export const NOSCRIPT_NOTE = enBuild('noscript.note');

/** The notice shown when the app could not start, and its link that loads the page again. */
export const START_FAILED_NOTE = { text: enBuild('startFailed.note'), reload: enBuild('startFailed.reload') };

/** The words of the page the offline copy shows for a page it never saved (scripts/prerender.mjs). */
export const OFFLINE_PAGE = {
  title: en('title.pattern', { page: enBuild('offline.title') }),
  heading: enBuild('offline.title'),
  body: enBuild('offline.body'),
  retry: enBuild('offline.retry'),
  links: [
    { href: '/', label: en('site.name') },
    { href: '/documents', label: en('title.documents') },
    { href: '/documents/nin', label: en('cat.documents.nin') },
  ],
};
