import { text as streamText } from 'node:stream/consumers';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router-dom';
import { documentTitle, pageHandleOf } from '@/features/navigation/usePageAnnouncer';
import {
  LOCALES,
  loadLocale,
  localeMissing,
  translate,
  type Locale,
  type Vars,
} from '@/shared/i18n/translate';
import {
  inEveryLocale,
  localeBasename,
  localeOfPath,
  localePath,
  withoutLocale,
} from '@/shared/lib/localePaths';
import { buildText, type BuildMessageKey } from '@/shared/site/buildMessages';
import { siteMessages, type SiteMessageKey } from '@/shared/site/siteMessages';
import { initialArticlesState, selectArticle, type ArticlesState } from '@/features/articles/articlesSlice';
import { initialGuidesState, selectGuide, type GuidesState } from '@/features/guides/guidesSlice';
import type { ArticleSearchEntry } from '@/shared/api/articles';
import { prepareSiteSearch, PreparedSearchContext, type PreparedSearch } from '@/compose/preparedSearch';
import type { FormAnswers } from '@/shared/api/formAnswers';
import type { GuideSeed, PublicGuide } from '@/shared/api/guideContent';
import { ninGuideContent } from '@/features/guides/ninGuideContent';
import { ninGuideMessages } from '@/features/guides/ninGuideMessages';
import { FormAnswersProvider } from '@/shared/hooks/formAnswers';
import { lastOf } from '@/shared/lib/lists';
import { PAGE_DATA_ID, pageDataJson } from '@/shared/site/pageData';
import { PagePreviewContext } from '@/shared/site/pagePreview';
import { AppRoutes, matchesOf, pageIdOf, preloadPage } from './router';
import { makeStore } from './store';

/**
 * What a page the server renders was rendered with, sent inside it (src/shared/site/pageData.ts) for
 * the browser to start its store from (src/main.tsx): the public articles and the guide it showed.
 */
export interface PageData {
  articles: ArticlesState;
  /** A guide's page: the published guide it showed (its English), or that it is gone. */
  guides?: GuidesState;
}

/** One page as the build or the server renders it: the HTML inside #root and what goes in <head>. */
export interface PrerenderedPage {
  html: string;
  title: string;
  description: string;
  /** The id of the route it was rendered for; the browser hydrates only when it matches the same one. */
  routeId: string;
  /** The data it was rendered with (only the server's pages have any), and its script element. */
  data?: PageData;
  dataScript?: string;
  /** Its language (its address's), for <html lang>. */
  lang: Locale;
  /** The same page in every language and the default (English), for hreflang; none for not-found. */
  alternates: { lang: Locale | 'x-default'; path: string }[];
  /** Above the page, in its language: the note without JavaScript, and the one when the app failed. */
  notes: { noscript: string; failed: string; reload: string };
}

/** What a page is rendered with besides its address: all absent for the build's pages. */
export interface RenderOptions {
  /** The answers of forms sent without the app, shown in those forms. */
  answers?: FormAnswers;
  /** The public articles the page shows (an article, the home page's latest updates). */
  articles?: Partial<ArticlesState>;
  /** The published articles, for a page of search results. */
  searchArticles?: readonly ArticleSearchEntry[];
  /** The published guide the page shows (its English), or that it is gone. */
  guides?: Partial<GuidesState>;
  /** The page shown is staff's preview of a draft (server/pages/previewPages.ts): it says so. */
  preview?: boolean;
  /** On a guide's preview: its facts due for checking, by the server's day. */
  factsDue?: string[];
}

/** Renders one address of the app (a path, and its query string if any) as its first paint shows it. */
export type RenderPage = (address: string, options?: RenderOptions) => Promise<PrerenderedPage>;

/** The site's words in `locale`. */
const siteIn = (locale: Locale) => (key: SiteMessageKey, vars?: Vars) =>
  translate(siteMessages, locale, key, vars);
const en = siteIn('en');
const enBuild = (key: BuildMessageKey) => buildText('en', key);

/**
 * Prepares rendering, once, and returns the renderer: used by the build for every page (scripts/
 * prerender.mjs) and by the server for what only it can answer (a search's results, a form's answer).
 * The search index is built in the address's language, with the published articles the server passes:
 * a page of results shows what it found, and the browser hydrates that as it came (issue 30).
 */
export function createRenderer(): Promise<RenderPage> {
  // One index per language and list of published articles: the server passes the same list object for
  // as long as the content version holds (server/articles/searchList.ts), so results pages share it;
  // pages that are not results share the one without articles.
  const noArticles: readonly ArticleSearchEntry[] = [];
  const indexes = new Map<Locale, WeakMap<readonly ArticleSearchEntry[], Promise<PreparedSearch>>>();
  const searchFor = (locale: Locale, articles: readonly ArticleSearchEntry[]) => {
    const forLocale = indexes.get(locale) ?? new WeakMap();
    indexes.set(locale, forLocale);
    let prepared = forLocale.get(articles);
    if (!prepared) forLocale.set(articles, (prepared = prepareSiteSearch(locale, articles)));
    return prepared;
  };
  const render: RenderPage = async (address, options = {}) => {
    const locale = localeOfPath(address);
    const { searchArticles, ...rest } = options;
    const search = await searchFor(locale, searchArticles ?? noArticles);
    if (!searchArticles) return renderPage(address, rest, search);
    // How many it found goes back to the server, which counts the search (server/visits). The browser
    // shows the results as they came (ServedSearchContext), so the page carries no index or list.
    const query = new URL(address, 'http://render').searchParams.get('q') ?? '';
    return { ...(await renderPage(address, rest, search)), found: search.index.search(query).hits.length };
  };
  // A promise, as the build and the server take it (server/pages/loadRenderer.ts): nothing is waited for yet.
  return Promise.resolve(render);
}

/**
 * Renders `address` the way a visitor's first paint will show it: a fresh store (no stored session or
 * choices: those are applied in the browser after hydration), the page's code loaded, every component
 * rendered once with no effects, and the answers of forms sent without the app.
 */
async function renderPage(
  address: string,
  { answers = {}, articles, guides, preview = false, factsDue = [] }: Omit<RenderOptions, 'searchArticles'>,
  search: PreparedSearch,
): Promise<PrerenderedPage> {
  const fullPath = new URL(address, 'http://render').pathname;
  const locale = localeOfPath(fullPath);
  const path = withoutLocale(fullPath);
  await preloadPage(path);
  await loadLocale(locale);
  const data: PageData | undefined =
    articles || guides
      ? {
          articles: { ...initialArticlesState, ...articles },
          ...(guides ? { guides: { ...initialGuidesState, ...guides } } : {}),
        }
      : undefined;
  const store = makeStore({
    i18n: { locale, preferred: null },
    ...(data && { articles: data.articles, ...(data.guides && { guides: data.guides }) }),
  });
  const renderHtml = () => renderApp(store, address, { answers, search, preview, factsDue });
  let html = await renderHtml();
  // A part whose code loaded during the render brought catalogues of its own: render again with their
  // text in the page's language, so no English is left in a translated page.
  if (localeMissing(locale)) {
    await loadLocale(locale);
    html = await renderHtml();
  }
  const matches = matchesOf(path);
  const handle = pageHandleOf(matches.map((match) => match.route));
  const routeId = pageIdOf(path);
  // An article's page is described by its own summary, and a guide's by its introduction, in search
  // results and link previews.
  const slug = lastOf(matches)?.params.slug;
  const summary =
    slug === undefined
      ? undefined
      : routeId === 'article'
        ? selectArticle(store.getState(), slug)?.summary
        : routeId === 'guide'
          ? introOf(selectGuide(store.getState(), slug), locale)
          : undefined;
  const site = siteIn(locale);
  return {
    html,
    title: documentTitle(site, handle, headingOf(html)),
    description: summary || buildText(locale, handle.descriptionKey),
    routeId,
    lang: locale,
    alternates:
      routeId === 'notFound'
        ? []
        : [
            ...inEveryLocale(path).map(({ locale: lang, path }) => ({ lang, path })),
            { lang: 'x-default' as const, path },
          ],
    notes: {
      noscript: buildText(locale, 'noscript.note'),
      failed: buildText(locale, 'startFailed.note'),
      reload: buildText(locale, 'startFailed.reload'),
    },
    ...(data
      ? {
          data,
          dataScript: `<script type="application/json" id="${PAGE_DATA_ID}">${pageDataJson(data)}</script>`,
        }
      : {}),
  };
}

/** The app at `address` as HTML, every component rendered once with no effects. */
async function renderApp(
  store: ReturnType<typeof makeStore>,
  address: string,
  {
    answers,
    search,
    preview,
    factsDue,
  }: { answers: FormAnswers; search: PreparedSearch; preview: boolean; factsDue: string[] },
): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Provider store={store}>
        <StaticRouter location={address} basename={localeBasename(localeOfPath(address))}>
          <FormAnswersProvider answers={answers}>
            <PreparedSearchContext value={search}>
              <PagePreviewContext value={preview ? { factsDue } : null}>
                <AppRoutes />
              </PagePreviewContext>
            </PreparedSearchContext>
          </FormAnswersProvider>
        </StaticRouter>
      </Provider>
    </StrictMode>,
    // React moves a Suspense boundary's content larger than this to the end of the page, shown by an
    // inline script; every page's content sits in the layout's boundary, and must read without JavaScript.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  // Read as one text (its chunks are bytes, or text with an encoding set): a character is never cut.
  return streamText(prelude);
}

function introOf(guide: PublicGuide | undefined, locale: Locale): string | undefined {
  const { texts, intro } = guide?.content ?? { texts: undefined, intro: '' };
  return texts?.[locale]?.[intro] || texts?.en[intro];
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

/** The words of the page the server answers a form with when what was sent is not one of its forms. */
export const BAD_FORM_PAGE = {
  title: en('title.pattern', { page: enBuild('badForm.title') }),
  heading: enBuild('badForm.title'),
  body: enBuild('badForm.body'),
  links: [{ href: '/', label: en('site.name') }],
};

/** The words of the page a form sent without the app is answered with when its network sent too many. */
export const TOO_MANY_PAGE = {
  title: en('title.pattern', { page: enBuild('tooMany.title') }),
  heading: enBuild('tooMany.title'),
  body: enBuild('tooMany.body'),
  links: [{ href: '/', label: en('site.name') }],
};

/** The words of the page a preview link answers once it has expired, or when it is not one. */
export const PREVIEW_ENDED_PAGE = {
  title: en('title.pattern', { page: enBuild('previewEnded.title') }),
  heading: enBuild('previewEnded.title'),
  body: enBuild('previewEnded.body'),
  links: [{ href: '/', label: en('site.name') }],
};

/**
 * The words of the page the offline copy shows for a page it never saved (scripts/prerender.mjs), in
 * each language: a page under /yo/ that was never saved is answered in Yorùbá.
 */
export function offlinePage(locale: Locale) {
  const site = siteIn(locale);
  const text = (key: BuildMessageKey) => buildText(locale, key);
  return {
    lang: locale,
    title: site('title.pattern', { page: text('offline.title') }),
    heading: text('offline.title'),
    body: text('offline.body'),
    footnote: text('offline.retry'),
    links: [
      { href: localePath(locale, '/'), label: site('site.name') },
      { href: localePath(locale, '/documents'), label: site('title.documents') },
      { href: localePath(locale, '/documents/nin'), label: site('cat.documents.nin') },
    ],
  };
}

export { LOCALES, localePath };

/** The guides the server loads on its first start (server/articles/guideSeeds.ts): the NIN guide. */
export async function guideSeeds(): Promise<GuideSeed[]> {
  return [
    {
      name: 'nin-guide',
      slug: 'nin',
      title: en('cat.documents.nin'),
      summary: ninGuideMessages.en.intro,
      content: JSON.stringify(await ninGuideContent()),
    },
  ];
}
