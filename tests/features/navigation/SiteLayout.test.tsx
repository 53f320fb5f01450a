import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '@/app/persistence';
import { documentsMessages } from '@/features/documents/messages';
import igDocuments from '@/features/documents/messages.ig';
import yoDocuments from '@/features/documents/messages.yo';
import { phaseMessages } from '@/features/navigation/phaseMessages';
import { SiteFooter } from '@/features/navigation/SiteFooter';
import { loadLocale } from '@/shared/i18n/translate';
import { memoryStorage } from '../../utils/memoryStorage';
import { renderToHtml, renderWithProviders } from '../../utils/renderWithProviders';
import { spyOnConsole } from '../../utils/consoleSpy';
import { visits } from '../../utils/visitsFake';

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
    const languages = inFooter.getByRole('list', { name: 'Languages' });
    expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['English', 'Naijá (Pidgin)', 'Yorùbá', 'Hausa', 'Igbo']);
    expect(inFooter.getByRole('link', { name: /Facebook/ })).toBeInTheDocument();
    expect(
      inFooter.getByText(`© ${new Date().getFullYear()} Citizen Guide Nigeria. All rights reserved.`),
    ).toBeInTheDocument();
  });

  it('links each language to this same page at its address, and remembers the choice (issue 27)', async () => {
    const { user, stored } = renderWithProviders('/documents?x=1');
    await screen.findByRole('heading', { level: 1, name: documentsMessages.en['page.title'] });
    const languages = screen.getByRole('list', { name: 'Languages' });
    // Each link says what it does in its own language, and leads to the same page in that language.
    const hausa = within(languages).getByRole('link', { name: 'Karanta wannan shafin da Hausa' });
    expect(hausa).toHaveAttribute('href', '/ha/documents?x=1');
    expect(hausa).toHaveAttribute('hreflang', 'ha');
    expect(hausa).toHaveAttribute('lang', 'ha');
    expect(within(languages).getByRole('link', { name: 'Read this site in English' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // A page load follows in a browser (jsdom does not navigate): the choice is remembered first.
    document.addEventListener('click', (event) => event.preventDefault(), { once: true });
    await user.click(hausa);
    expect(stored.get(STORAGE_KEYS.language)).toBe('"ha"');
  });

  it('a page is in its address’s language: the store starts with it, <html lang> follows', async () => {
    await loadLocale('yo');
    renderWithProviders('/documents', { preloadedState: { i18n: { locale: 'yo', preferred: null } } });
    expect(
      await screen.findByRole('heading', { level: 1, name: yoDocuments['page.title'] }),
    ).toBeInTheDocument();
    expect(document.documentElement.lang).toBe('yo');
  });

  it('a language chosen before is only suggested, on the home page, never applied', async () => {
    const { storage } = memoryStorage({ [STORAGE_KEYS.language]: '"ig"' });
    renderWithProviders('/', { storage });
    const suggestion = await screen.findByRole('complementary', { name: 'Language' });
    expect(within(suggestion).getByRole('link', { name: "Gụọ saịtị a n'asụsụ Igbo" })).toHaveAttribute(
      'href',
      '/ig',
    );
    // The page itself stays in the language of its address.
    expect(document.documentElement.lang).toBe('en');
    expect(screen.queryByRole('heading', { level: 1, name: igDocuments['page.title'] })).toBeNull();
  });

  it('says under the header of every page that the service is new and the guide independent', async () => {
    const { user } = renderWithProviders('/documents');
    const phase = await screen.findByText(phaseMessages.en['phase.summary']);
    // Between the header and the page's own content: on the first screen.
    const main = screen.getByRole('main');
    expect(screen.getByRole('banner').compareDocumentPosition(phase)).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(phase.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // One short line; what "beta" and "independent" mean opens from it.
    const summary = phase.closest('summary')!;
    expect(summary).toHaveTextContent(
      `${phaseMessages.en['phase.tag']} ${phaseMessages.en['phase.summary']}`,
    );
    const meaning = screen.getByText(phaseMessages.en['phase.independent']);
    expect(screen.getByText(phaseMessages.en['phase.text'])).not.toBeVisible();
    expect(meaning).not.toBeVisible();
    await user.click(summary);
    expect(meaning).toBeVisible();
    expect(screen.getByText(phaseMessages.en['phase.text'])).toBeVisible();
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

  it('submits a header search to the results page, which counts it on the server', async () => {
    const { user, router } = renderWithProviders('/terms');
    const header = await screen.findByRole('banner');
    const writtenAbout = spyOnConsole();
    const boxes = within(header).getAllByRole('searchbox', { name: 'Search guides' });
    // The bar's own box; the slide-out panel's copy is inside a closed dialog, hidden until it opens.
    await user.type(boxes[0]!, 'passport renewal{Enter}');
    await screen.findByRole('list', { name: 'Results' });
    expect(router.state.location.search).toBe('?q=passport+renewal&from=header');
    await waitFor(() =>
      expect(visits.searches).toEqual([expect.objectContaining({ query: 'passport renewal' })]),
    );
    // Counted on the server, and nowhere else: a visitor's query never reaches the console.
    expect(writtenAbout('passport renewal')).toEqual([]);
  });

  it('searches for what is in the field, even text typed before the page hydrated', async () => {
    const { user, router } = renderWithProviders('/terms');
    const header = await screen.findByRole('banner');
    const [box] = within(header).getAllByRole('searchbox', { name: 'Search guides' });
    // Before hydration the browser fills the field on its own; React hears nothing of it.
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(box, 'NIN');
    await user.click(within(header).getAllByRole('button', { name: 'Search' })[0]!);
    await screen.findByRole('list', { name: 'Results' });
    expect(router.state.location.search).toBe('?q=NIN&from=header');
    await waitFor(() => expect(visits.searches).toEqual([expect.objectContaining({ query: 'NIN' })]));
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
