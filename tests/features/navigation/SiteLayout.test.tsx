import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/app/persistence';
import { documentMessages } from '@/features/documents/messages';
import haDocuments from '@/features/documents/messages.ha';
import igDocuments from '@/features/documents/messages.ig';
import yoDocuments from '@/features/documents/messages.yo';
import haNavigation from '@/features/navigation/messages.ha';
import { navMessages } from '@/features/navigation/messages';
import { SiteFooter } from '@/features/navigation/SiteFooter';
import { memoryStorage } from '../../utils/memoryStorage';
import { renderToHtml, renderWithProviders } from '../../utils/renderWithProviders';
import { spyOnConsole } from '../../utils/consoleSpy';

describe('shared layout', () => {
  afterEach(() => {
    document.documentElement.lang = 'en';
  });

  it('has a skip link first, then header, main and footer landmarks', async () => {
    renderWithProviders('/terms');
    await screen.findByRole('heading', { level: 1 });
    const skip = screen.getByRole('link', { name: 'Skip to main content' });
    expect(skip).toHaveAttribute('href', '#main');
    expect(screen.getByRole('banner')).toContainElement(skip);
    expect(screen.getByRole('main')).toHaveAttribute('id', 'main');
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('offers every category in the header menu with its child links', async () => {
    const { user } = renderWithProviders('/terms');
    const menu = await screen.findByRole('navigation', { name: 'Main menu' });
    for (const name of ['Government', 'Documents', 'Education', 'Rights', 'History', 'Services']) {
      expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    }
    expect(within(menu).getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
    await user.click(within(menu).getByRole('button', { name: 'Documents' }));
    expect(await screen.findByRole('link', { name: 'National Identification Number (NIN)' })).toHaveAttribute(
      'href',
      '/documents/nin',
    );
  });

  it('footer lists categories, resources, legal links, five languages, social links and the year', async () => {
    renderWithProviders('/terms');
    const footer = await screen.findByRole('contentinfo');
    const inFooter = within(footer);
    expect(inFooter.getByRole('navigation', { name: 'Categories' })).toBeInTheDocument();
    expect(inFooter.getByRole('link', { name: 'About us' })).toHaveAttribute('href', '/about');
    expect(inFooter.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute('href', '/privacy');
    const languages = inFooter.getByRole('group', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['English', 'Naijá', 'Yorùbá', 'Hausa', 'Asụsụ Igbo']);
    expect(inFooter.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(
      inFooter.getByText(`© ${new Date().getFullYear()} Citizen Guide Nigeria. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('switches the whole interface to Hausa from the footer, sets <html lang>, and remembers it', async () => {
    const { user, stored } = renderWithProviders('/documents');
    await screen.findByRole('heading', { level: 1, name: documentMessages.en['page.title'] });
    const languages = screen.getByRole('group', { name: 'Languages' });
    // Each button says what it does in its own language.
    const hausa = within(languages).getByRole('button', { name: 'Karanta wannan shafin da Hausa' });
    expect(hausa).toHaveAttribute('lang', 'ha');
    await user.click(hausa);

    expect(
      await screen.findByRole('heading', { level: 1, name: haDocuments['page.title'] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ha');
    expect(hausa).toHaveAttribute('aria-pressed', 'true');
    // The frame too: the footer's own headings are in Hausa now.
    expect(screen.getByRole('group', { name: haNavigation['footer.languages'] })).toBeInTheDocument();
    expect(stored.get(STORAGE_KEYS.language)).toBe('"ha"');
  });

  it('opens in the language an address asks for (?lang=yo), then drops it from the address', async () => {
    const { router } = renderWithProviders('/documents?lang=yo');
    expect(
      await screen.findByRole('heading', { level: 1, name: yoDocuments['page.title'] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('yo');
    expect(router.state.location.search).toBe('');
  });

  it('opens in the language stored by an earlier visit', async () => {
    const { storage } = memoryStorage({ [STORAGE_KEYS.language]: '"ig"' });
    renderWithProviders('/documents', { storage });
    expect(
      await screen.findByRole('heading', { level: 1, name: igDocuments['page.title'] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('ig');
  });

  it('says under the header of every page that the service is new and the guide independent', async () => {
    const { user } = renderWithProviders('/documents');
    const phase = await screen.findByText(navMessages.en['phase.summary']);
    // Between the header and the page's own content: on the first screen.
    const main = screen.getByRole('main');
    expect(screen.getByRole('banner').compareDocumentPosition(phase)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(phase.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One short line; what "beta" and "independent" mean opens from it.
    const summary = phase.closest('summary')!;
    expect(summary).toHaveTextContent(`${navMessages.en['phase.tag']} ${navMessages.en['phase.summary']}`);
    const meaning = screen.getByText(navMessages.en['phase.independent']);
    expect(screen.getByText(navMessages.en['phase.text'])).not.toBeVisible();
    expect(meaning).not.toBeVisible();
    await user.click(summary);
    expect(meaning).toBeVisible();
    expect(screen.getByText(navMessages.en['phase.text'])).toBeVisible();
  });

  it('renders the build year first and then the visitor’s year (no render-time clock)', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2031-01-02T10:00:00Z'));
    try {
      // What a prerendered page holds and hydration first renders: a clock read during render would put
      // 2031 here, and the hydrated page would disagree with the HTML.
      const html = renderToHtml(<SiteFooter />);
      expect(html).toContain(`© ${__BUILD_YEAR__} Citizen Guide Nigeria`);
      expect(__BUILD_YEAR__).not.toBe(2031);
      renderWithProviders('/terms');
      expect(await screen.findByText(/© 2031 Citizen Guide Nigeria/)).toBeInTheDocument();
    } finally {
      vi.useRealTimers();
    }
  });

  it('names each page in the document title and moves focus to the new h1 after navigating', async () => {
    const { user } = renderWithProviders('/terms');
    await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' });
    await waitFor(() => expect(document.title).toBe('Page not found · Citizen Guide Nigeria'));
    await user.click(screen.getByRole('link', { name: 'Return to Homepage' }));
    await waitFor(() =>
      expect(document.title).toBe('Citizen Guide Nigeria: plain guides to government services'),
    );
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
  });

  it('submits a header search to the results page, which records it in the search log', async () => {
    const { user, store, router } = renderWithProviders('/terms');
    const header = await screen.findByRole('banner');
    const writtenAbout = spyOnConsole();
    const boxes = within(header).getAllByRole('searchbox', { name: 'Search guides' });
    // The bar's own box; the slide-out panel's copy is inside a closed dialog, hidden until it opens.
    await user.type(boxes[0]!, 'passport renewal{Enter}');
    await screen.findByRole('list', { name: 'Results' });
    expect(router.state.location.search).toBe('?q=passport+renewal&from=header');
    await waitFor(() => expect(store.getState().search.log).toHaveLength(1));
    const [entry] = store.getState().search.log;
    expect(entry).toMatchObject({ query: 'passport renewal', source: 'header' });
    // Recorded in the search log, and nowhere else: a visitor's query never reaches the console.
    expect(writtenAbout('passport renewal')).toEqual([]);
  });

  it('searches for what is in the field, even text typed before the page hydrated', async () => {
    const { user, store } = renderWithProviders('/terms');
    const header = await screen.findByRole('banner');
    const [box] = within(header).getAllByRole('searchbox', { name: 'Search guides' });
    // Before hydration the browser fills the field on its own; React hears nothing of it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'NIN');
    await user.click(within(header).getAllByRole('button', { name: 'Search' })[0]!);
    await screen.findByRole('list', { name: 'Results' });
    await waitFor(() =>
      expect(store.getState().search.log[0]).toMatchObject({ query: 'NIN', source: 'header' }),
    );
  });
});

describe('slide-out menu (below 768 px)', () => {
  it('opens a dialog named Menu with the search box and the categories', async () => {
    const { user } = renderWithProviders('/terms');
    const toggle = await screen.findByRole('button', { name: 'Open menu' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveAttribute('aria-controls', 'site-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'false');

    await user.click(toggle);
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    expect(panel).toHaveAttribute('id', 'site-menu');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(panel).getByRole('searchbox', { name: 'Search guides' })).toBeInTheDocument();
    const menu = within(panel).getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('button', { name: 'Documents' }));
    expect(within(menu).getByRole('link', { name: 'Documents overview' })).toHaveAttribute(
      'href',
      '/documents',
    );

    await user.click(within(panel).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(toggle).toHaveFocus();
  });

  it('closes when a link in it opens another page, which takes focus', async () => {
    const { user, router } = renderWithProviders('/terms');
    await user.click(await screen.findByRole('button', { name: 'Open menu' }));
    const panel = screen.getByRole('dialog', { name: 'Menu' });
    await user.click(within(panel).getByRole('link', { name: 'FAQs' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/faqs'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('heading', { level: 1 })).toHaveFocus());
    expect(screen.getByRole('button', { name: 'Open menu' })).not.toHaveFocus();
  });
});
