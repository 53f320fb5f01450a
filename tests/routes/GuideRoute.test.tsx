import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { initialGuidesState } from '@/features/guides/guidesSlice';
import { SESSION_PATH } from '@/shared/api/accounts';
import { STAFF_HINT_COOKIE } from '@/shared/api/staffHint';
import { GUIDES_PATH, publicGuideTextsPath, type PublicGuide } from '@/shared/api/guideContent';
import haDocuments from '@/features/documents/messages.ha';
import haSurroundings from '@/features/guides/surroundingsMessages.ha';
import { loadLocale } from '@/shared/i18n/translate';
import { signedInAs } from '../utils/accountsFake';
import { fakeNinGuide } from '../utils/guidesFake';
import { renderWithProviders } from '../utils/renderWithProviders';
import { server } from '../utils/server';

// The guide is a lazy chunk; on a busy machine the first import can outlast findBy's 1 s default.
const SLOW = { timeout: 5000 };

let nin: PublicGuide;
beforeAll(async () => {
  nin = await fakeNinGuide();
});

/** The NIN guide as published with its modification fee at `naira`, its English only (a page's data). */
function publishedWithFee(naira: number): PublicGuide {
  const { content } = nin;
  return {
    ...nin,
    content: {
      ...content,
      figures: { ...content.figures, modificationFee: { kind: 'naira', value: naira } },
      texts: { en: content.texts.en },
    },
  };
}

/** The fee the overview's summary gives for changing your details. */
const modificationFee = () =>
  within(screen.getByRole('tabpanel', { name: 'Overview' })).getByText('Changing your details (modification)')
    .nextElementSibling;

/** The NIN guide with its first fact overdue for checking, and every other one checked long ahead. */
function withOneFactDue(): PublicGuide {
  const facts = nin.content.facts.map((fact, index) =>
    index === 0
      ? { ...fact, lastChecked: '2025-01-01', checkBy: '2025-07-01' }
      : { ...fact, lastChecked: '2026-01-01', checkBy: '2999-01-01' },
  );
  return { ...nin, content: { ...nin.content, facts } };
}

describe('a guide’s page', () => {
  afterEach(() => {
    document.cookie = `${STAFF_HINT_COOKIE}=; max-age=0`;
    server.events.removeAllListeners();
    return loadLocale('en');
  });

  it('tells signed-in staff which facts are due for checking; a visitor is told nothing and asks nothing', async () => {
    const guide = withOneFactDue();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === SESSION_PATH) asked.push(request.method);
    });
    const preloadedState = { guides: { ...initialGuidesState, bySlug: { nin: guide } } };
    signedInAs('editor'); // a session exists, but this browser has no hint of it: a visitor's
    const visitor = renderWithProviders('/documents/nin', { preloadedState });
    await screen.findByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }, SLOW);
    expect(screen.queryByText(/due for checking/)).toBeNull();
    expect(asked).toEqual([]);
    visitor.unmount();

    document.cookie = `${STAFF_HINT_COOKIE}=1`;
    renderWithProviders('/documents/nin', { preloadedState });
    const notice = (await screen.findByText(/^Facts on this page due for checking: 1\./, {}, SLOW))
      .parentElement!;
    expect(within(notice).getByRole('listitem')).toHaveTextContent(guide.content.facts[0]!.label);
    expect(within(notice).getByRole('link', { name: 'Open the content list' })).toHaveAttribute(
      'href',
      '/admin?tab=content',
    );
    expect(asked).toEqual(['GET']);
  });

  it('shows the guide the server rendered it with: what was published, not what the code held', async () => {
    renderWithProviders('/documents/nin', {
      preloadedState: { guides: { ...initialGuidesState, bySlug: { nin: publishedWithFee(700) } } },
    });
    await screen.findByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }, SLOW);
    expect(modificationFee()).toHaveTextContent('₦700');
  });

  it('reached inside the app, fetches the published guide (the build’s copy meanwhile)', async () => {
    server.use(http.get(`${GUIDES_PATH}/nin`, () => HttpResponse.json(publishedWithFee(800))));
    renderWithProviders('/documents/nin');
    await screen.findByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }, SLOW);
    expect(await screen.findAllByText('₦800', {}, SLOW)).not.toHaveLength(0);
    expect(modificationFee()).toHaveTextContent('₦800');
  });

  it('loads another language’s texts from the server when the page holds only English', async () => {
    // The site is in Hausa already (as main.tsx applies a stored choice): a catalogue made now follows it.
    await loadLocale('ha');
    renderWithProviders('/documents/nin', {
      preloadedState: {
        guides: { ...initialGuidesState, bySlug: { nin: publishedWithFee(500) } },
        i18n: { locale: 'ha', preferred: null },
      },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Lambar Shaidar Ɗan Ƙasa (NIN)' }, SLOW),
    ).toBeInTheDocument();
  });

  it('read again after another page, asks for a language the page lacks once', async () => {
    // Each guide drawn anew made a catalogue of its own, which downloaded its texts again (and, as a
    // link's render restarted, again and again: ./GuideRoute.tsx).
    await loadLocale('ha');
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (new URL(request.url).pathname === publicGuideTextsPath('nin', 'ha')) asked.push(request.method);
    });
    const { user } = renderWithProviders('/documents/nin', {
      preloadedState: {
        guides: { ...initialGuidesState, bySlug: { nin: publishedWithFee(500) } },
        i18n: { locale: 'ha', preferred: null },
      },
    });
    const title = { level: 1, name: 'Lambar Shaidar Ɗan Ƙasa (NIN)' };
    await screen.findByRole('heading', title, SLOW);
    const breadcrumb = await screen.findByRole('navigation', { name: haSurroundings['breadcrumb.label'] });
    await user.click(within(breadcrumb).getByRole('link', { name: haDocuments['page.title'] }));
    await user.click((await screen.findAllByRole('link', { name: haDocuments['card.viewGuide'] }))[0]!);
    await screen.findByRole('heading', title, SLOW);
    expect(asked).toEqual(['GET']);
  });

  it('offline, keeps the build’s copy of the NIN guide', async () => {
    server.use(http.get(`${GUIDES_PATH}/nin`, () => HttpResponse.error()));
    renderWithProviders('/documents/nin');
    await screen.findByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }, SLOW);
    expect(modificationFee()).toHaveTextContent('₦500');
  });

  it('keeps the build’s copy where the API is not there (a static copy of the build answers 404 in HTML)', async () => {
    server.use(
      http.get(
        `${GUIDES_PATH}/nin`,
        () =>
          new HttpResponse('<h1>Not found</h1>', { status: 404, headers: { 'Content-Type': 'text/html' } }),
      ),
    );
    renderWithProviders('/documents/nin');
    await screen.findByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }, SLOW);
    // The fetch has been answered: still the guide, not the not-found page.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'National Identification Number (NIN)',
    );
  });

  it('says a guide taken down is gone', async () => {
    renderWithProviders('/documents/nin', {
      preloadedState: { guides: { ...initialGuidesState, missing: { nin: 'gone' } } },
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'This guide has been taken down' }, SLOW),
    ).toBeInTheDocument();
  });

  it('shows the not-found page for a document with no guide', async () => {
    renderWithProviders('/documents/passport');
    // By text: a role query over the whole layout is slow in jsdom while the page keeps changing.
    expect(await screen.findByText('404 - Page Not Found', { selector: 'h1' }, SLOW)).toBeInTheDocument();
  });
});
