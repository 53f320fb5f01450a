import { StrictMode, startTransition, useLayoutEffect, type ReactNode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import '@/app/styles/bootstrap.scss';
import '@/app/theme.css';
import '@/features/updates/updates.css';
import '@/features/navigation/navigation.css';
import '@/shared/components/tabs.css';
import '@/features/guides/guides.css';
import '@/features/search/search.css';
import '@/features/home/home.css';
import '@/features/documents/documents.css';
import '@/features/newsletter/newsletter.css';
import '@/features/feedback/feedback.css';
import '@/shared/components/markdown.css';
import { markAppReady, markStartFailed } from '@/app/appStart';
import { connectBrowserDataWhenNeeded } from '@/app/browserDataStart';
import { followSystemColorMode } from '@/app/colorMode';
import { AppRoutes, preloadPage } from '@/app/router';
import { testerToolsAsked } from '@/app/tester/testerAsked';
import { makeStore, type AppStore } from '@/app/store';
import type { ArticlesState } from '@/features/articles/articlesSlice';
import type { GuidesState } from '@/features/guides/guidesSlice';
import { ServedSearchContext } from '@/compose/preparedSearch';
import type { FormAnswers } from '@/shared/api/formAnswers';
import { FormAnswersProvider } from '@/shared/hooks/formAnswers';
import { loadLocale, type Locale } from '@/shared/i18n/translate';
import { localeBasename, localeOfPath, withoutLocale } from '@/shared/lib/localePaths';
import { afterLoad } from '@/shared/lib/afterLoad';
import { randomId } from '@/shared/lib/randomId';
import { readPageData } from '@/shared/site/pageData';
import { receiveStaticHtml } from '@/shared/components/StaticHtml';

/**
 * React Router keys the history entry of every fresh page load "default", so scroll restoration would
 * reopen each fresh load at the position saved by an earlier one (arriving from another site landed in
 * the footer). A key of its own, kept in the entry's state, means a new load starts at the top (or its
 * #hash), while Back and Forward to this entry — even from another site — still restore its position.
 */
function giveThisEntryItsOwnKey(history: History): string {
  const state = (history.state ?? {}) as { key?: string };
  if (state.key) return state.key;
  const key = randomId();
  history.replaceState({ ...state, key }, '');
  return key;
}

/** Marks the page as run by the app once React has put it on screen (src/app/appStart.ts). */
function OnScreen({ children }: { children: ReactNode }) {
  useLayoutEffect(() => markAppReady(document), []);
  return children;
}

/**
 * Starts the app. Not top-level await: the page chunks import shared code from this module, and a
 * module that is still waiting at its top level would make their import wait for it — forever.
 */
async function start(): Promise<void> {
  // A page the server rendered from the database (an article, the home page's latest updates) carries
  // the articles it showed: the store starts from them, so hydration renders the very same page.
  const data = readPageData(document);
  const guides = isRenderedWith(data) ? guidesOf(data) : undefined;
  const container = document.getElementById('root');
  // Every page the build and the server write has it: without one, the start fails (see below).
  if (!container) throw new Error('No #root');
  // What #root is marked with: the address the page was rendered for, and a form's answers.
  const { path: renderedFor, answers: answered } = container.dataset;
  // The page is in its address's language (/yo/…), as the build or the server rendered it; a form's
  // answer (POST /feedback) is in the language of the page it shows, whose address it then takes.
  const locale = localeOfPath((answered !== undefined && renderedFor) || window.location.pathname);
  const store = makeStore({
    i18n: { locale, preferred: null },
    ...(isRenderedWith(data) && { articles: data.articles, ...(guides && { guides }) }),
  });
  followSystemColorMode(window);
  // Production only: in development a cached copy would hide every edit. Its code is fetched once the
  // page has loaded, so it never delays the first visit.
  if (import.meta.env.PROD)
    void import('@/app/serviceWorker').then((worker) => worker.registerServiceWorker(window, store));

  // Only a form's answer carries answers: their reader (valibot) is fetched for it alone.
  const answers: FormAnswers =
    answered === undefined
      ? {}
      : await import('@/shared/api/formAnswers').then((m) => m.parseFormAnswers(answered));
  // A form sent without the app is answered with the page it was on (POST /newsletter shows the home
  // page): that page's address, so the router shows it and a reload does not send the form again.
  if (answered !== undefined && renderedFor?.startsWith('/'))
    window.history.replaceState(window.history.state, '', renderedFor + window.location.hash);
  const path = window.location.pathname.replace(/(.)\/+$/, '$1');
  // The page was rendered for this very address (the build's pages have no query; the server renders
  // a search's results for theirs).
  const prerenderedHere = renderedFor === path + window.location.search;
  // The page this address shows is downloaded first, so hydration renders it rather than "Loading…".
  // The language's text for the catalogues already here starts downloading at once, beside the page's
  // code; the page's own catalogues follow as its code arrives (lazyPage waits for them).
  const translated = loadLocale(locale);
  const pageLoaded = await preloadPage(withoutLocale(window.location.pathname))
    .then(() => translated)
    .then(
      () => true,
      () => false,
    );
  // Its code did not arrive (the connection dropped): a prerendered page stays as the build wrote it,
  // every part of a guide shown, with the notice that some features are missing, rather than becoming an
  // error page. Elsewhere the error page says what went wrong.
  if (!pageLoaded && prerenderedHere) {
    markStartFailed(document);
    return;
  }
  const key = giveThisEntryItsOwnKey(window.history);
  // Search results the server rendered into this page are shown as they came: the index loads when the
  // person searches.
  render(store, container, prerenderedHere, { answers, served: prerenderedHere ? key : null, locale });
  // What this browser stored, read when there is any (or something to keep); the private page count and
  // the tester tools' switch once the page has loaded and the browser is idle (whatever fails is ignored).
  connectBrowserDataWhenNeeded(window, store);
  afterLoad(window, () => {
    import('@/shared/lib/visitBeacon').then((beacon) => beacon.countPageViews(window)).catch(() => {});
    if (testerToolsAsked(window))
      import('@/app/tester/testerSwitch').then((tester) => tester.startTesterTools(window)).catch(() => {});
  });
}

/** What the page's data may hold under a state's keys, as read from the page: anything, until checked. */
type Unchecked<State> = { [K in keyof State]?: unknown } | null;

/** The page data the server writes (src/app/prerender.tsx PageData): the articles state, in its shape. */
function isRenderedWith(data: unknown): data is { articles: ArticlesState; guides?: unknown } {
  const articles = (data as { articles?: Unchecked<ArticlesState> } | undefined)?.articles;
  return (
    typeof articles === 'object' &&
    articles !== null &&
    (['bySlug', 'missing', 'moved', 'failed'] as const).every(
      (key) => typeof articles[key] === 'object' && articles[key] !== null,
    ) &&
    (articles.latest === null || Array.isArray(articles.latest))
  );
}

/** The guides a guide's page was rendered with (PageData.guides), in the slice's shape; none otherwise. */
function guidesOf(data: { guides?: unknown }): GuidesState | undefined {
  const guides = data.guides as Unchecked<GuidesState> | undefined;
  const whole =
    typeof guides === 'object' &&
    guides !== null &&
    (['bySlug', 'missing', 'failed'] as const).every(
      (key) => typeof guides[key] === 'object' && guides[key] !== null,
    );
  return whole ? (guides as GuidesState) : undefined;
}

/** What the server rendered the page with, besides its address: the same is given to hydration. */
interface RenderedWith {
  answers: FormAnswers;
  /** The history entry whose page, search results included, the server rendered (ServedSearchContext). */
  served: string | null;
  /** The address's language: the router's links stay in it (/yo/…). */
  locale: Locale;
}

function render(
  store: AppStore,
  container: HTMLElement,
  prerenderedHere: boolean,
  { answers, served, locale }: RenderedWith,
): void {
  const app = (
    <StrictMode>
      {/* Hydration reads the store as it was at start, as the prerendered HTML was rendered, even if the
          stored data arrives while React is still hydrating. */}
      <Provider store={store} serverState={store.getState()}>
        <BrowserRouter basename={localeBasename(locale)}>
          <FormAnswersProvider answers={answers}>
            <ServedSearchContext value={served}>
              <OnScreen>
                <AppRoutes />
              </OnScreen>
            </ServedSearchContext>
          </FormAnswersProvider>
        </BrowserRouter>
      </Provider>
    </StrictMode>
  );

  // The build prerenders each page for its address without a query, and the server a search's results
  // for its query (and a form's answer for the form's page); #root is marked with that address. The
  // same address hydrates that HTML; anything else (a guide tab in the query, an address a static host
  // answered with 404.html, a dev server's empty page) is rendered afresh.
  if (prerenderedHere) {
    // What never changes on the page (guide text, an article's body, the footer) is adopted as it came.
    receiveStaticHtml(container);
    // In a transition, hydration is done in short slices that leave the phone free to answer a tap, rather
    // than in one long task (the page is on screen already; nothing waits for it).
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

// Whatever stops the start, the page stays as the server sent it and says that some features are missing.
start().catch((error: unknown) => {
  markStartFailed(document);
  console.error('The app could not start; the page stays as it was sent.', error);
});
