import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { documentTitle, pageHandleOf } from '@/features/navigation/usePageAnnouncer';
import { translate, type Vars } from '@/shared/i18n/translate';
import { buildMessages, type BuildMessageKey } from '@/shared/site/buildMessages';
import { siteMessages, type SiteMessageKey } from '@/shared/site/siteMessages';
import { SEED_CONTENT } from '@/features/content/seedContent';
import { prepareSiteSearch, PreparedSearchContext, type PreparedSearch } from '@/routes/useSiteSearch';
import type { FormAnswers } from '@/shared/api/formAnswers';
import { FormAnswersProvider } from '@/shared/hooks/formAnswers';
import { selectLocale } from '@/shared/i18n/i18nSlice';
import { articlePath } from '@/shared/site/paths';
import { AppRoutes, matchesOf, pageIdOf, preloadPage } from './router';
import { makeStore } from './store';

/** One page as the build or the server renders it: the HTML inside #root and what goes in <head>. */
export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
  /** The id of the route it was rendered for; the browser hydrates only when it matches the same one. */
  routeId: string;
}

/** Renders one address of the app (a path, and its query string if any) as its first paint shows it. */
export type RenderPage = (address: string, answers?: FormAnswers) => Promise<PrerenderedPage>;

const en = (key: SiteMessageKey, vars?: Vars) => translate(siteMessages, 'en', key, vars);
const enBuild = (key: BuildMessageKey) => buildMessages.en[key];

/**
 * Prepares rendering, once, and returns the renderer: used by the build for every page (scripts/
 * prerender.mjs) and by the server for what only it can answer (a search's results, a form's answer).
 * The search index is built here, in English from the seed content, as a fresh store starts: a page of
 * results then renders them in the same way the browser hydrates it (src/main.tsx prepares the same).
 */
export async function createRenderer(): Promise<RenderPage> {
  const initial = makeStore().getState();
  // The server passes the published articles' search list here (issue 25); the build has none.
  const search = await prepareSiteSearch(selectLocale(initial), []);
  return (address, answers = {}) => renderPage(address, answers, search);
}

/**
 * Renders `address` the way a visitor's first paint will show it: a fresh store (no stored session or
 * choices: those are applied in the browser after hydration), the page's code loaded, every component
 * rendered once with no effects, and the answers of forms sent without the app.
 */
async function renderPage(
  address: string,
  answers: FormAnswers,
  search: PreparedSearch,
): Promise<PrerenderedPage> {
  const path = new URL(address, 'http://render').pathname;
  await preloadPage(path);
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={makeStore()}>
        <StaticRouter location={address}>
          <FormAnswersProvider answers={answers}>
            <PreparedSearchContext value={search}>
              <AppRoutes />
            </PreparedSearchContext>
          </FormAnswersProvider>
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

/** The words of the page the server answers a form with when what was sent is not one of its forms. */
export const BAD_FORM_PAGE = {
  title: en('title.pattern', { page: enBuild('badForm.title') }),
  heading: enBuild('badForm.title'),
  body: enBuild('badForm.body'),
  links: [{ href: '/', label: en('site.name') }],
};

/** The words of the page the offline copy shows for a page it never saved (scripts/prerender.mjs). */
export const OFFLINE_PAGE = {
  title: en('title.pattern', { page: enBuild('offline.title') }),
  heading: enBuild('offline.title'),
  body: enBuild('offline.body'),
  footnote: enBuild('offline.retry'),
  links: [
    { href: '/', label: en('site.name') },
    { href: '/documents', label: en('title.documents') },
    { href: '/documents/nin', label: en('cat.documents.nin') },
  ],
};
