import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { http, HttpResponse } from 'msw';
import { CATALOGUE_TABS, GUIDES_PATH, type PublishedGuideList } from '@/shared/api/guideContent';
import { renderWithProviders } from '../utils/renderWithProviders';
import { server } from '../utils/server';

const IDENTITY = ['NIN', 'BVN', 'Passport', "Driver's license", "Voter's card"];
const BUSINESS = ['TIN', 'Business registration'];
const CIVIL = ['Birth certificate', 'Marriage certificate', 'Police character certificate'];
// Both screens are lazy chunks; on a busy machine the first import can outlast findBy's 1 s default.
const LAZY = { timeout: 5000 };

/** The titles of the cards in the panel on show (only the chosen tab's panel is mounted). */
function cardTitles() {
  return within(screen.getByRole('tabpanel'))
    .getAllByRole('heading', { level: 2 })
    .map((heading) => heading.textContent);
}

describe('Documents list', () => {
  it('has one h1, an introduction and the four category tabs with All chosen', async () => {
    renderWithProviders('/documents');
    expect(await screen.findByRole('heading', { level: 1, name: 'Documents' }, LAZY)).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    expect(screen.getByText(/Each guide tells you what to bring/)).toBeInTheDocument();
    const tabs = within(screen.getByRole('tablist', { name: 'Document categories' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['All', 'Identity', 'Business', 'Civil']);
    expect(screen.getByRole('tab', { name: 'All' })).toHaveAttribute('aria-selected', 'true');
    expect(cardTitles()).toEqual([...IDENTITY, ...BUSINESS, ...CIVIL]);
  });

  it('filters the cards by the tab the visitor clicks', async () => {
    const { user } = renderWithProviders('/documents');
    for (const [tab, titles] of [
      ['Identity', IDENTITY],
      ['Business', BUSINESS],
      ['Civil', CIVIL],
      ['All', [...IDENTITY, ...BUSINESS, ...CIVIL]],
    ] as const) {
      await user.click(await screen.findByRole('tab', { name: tab }, LAZY));
      expect(screen.getByRole('tab', { name: tab })).toHaveAttribute('aria-selected', 'true');
      expect(cardTitles()).toEqual(titles);
    }
  });

  it('keeps the chosen tab in the address, each tab a link to it (a tap before the app runs opens it)', async () => {
    const { user, router } = renderWithProviders('/documents?tab=business');
    expect(await screen.findByRole('tab', { name: 'Business' }, LAZY)).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(cardTitles()).toEqual(BUSINESS);
    const tabs = within(screen.getByRole('tablist', { name: 'Document categories' })).getAllByRole('tab');
    // The tabs the server renders with their tab chosen (server/pages/guidePages.ts): every one of these.
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual(
      CATALOGUE_TABS.map((tab) => `/documents?tab=${tab}`),
    );
    await user.click(screen.getByRole('tab', { name: 'Civil' }));
    expect(router.state.location.search).toBe('?tab=civil');
    expect(cardTitles()).toEqual(CIVIL);
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'Business', selected: true })).toBeInTheDocument();
  });

  it('moves between tabs with the arrow keys', async () => {
    const { user } = renderWithProviders('/documents');
    await user.click(await screen.findByRole('tab', { name: 'All' }, LAZY));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Identity' })).toHaveFocus();
    expect(cardTitles()).toEqual(IDENTITY);
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Civil' })).toHaveFocus();
    expect(cardTitles()).toEqual(CIVIL);
  });

  it('gives the NIN card a View Guide link and every other card a disabled Coming Soon button', async () => {
    renderWithProviders('/documents');
    const panel = within(await screen.findByRole('tabpanel', {}, LAZY));
    expect(panel.getAllByRole('link', { name: 'View Guide' })).toHaveLength(1);
    expect(panel.getByRole('link', { name: 'View Guide' })).toHaveAttribute('href', '/documents/nin');
    const comingSoon = panel.getAllByRole('button', { name: 'Coming Soon' });
    expect(comingSoon).toHaveLength(9);
    for (const button of comingSoon) expect(button).toBeDisabled();
    expect(panel.getAllByText('Coming soon')).toHaveLength(9);
    expect(panel.getByText('Full guide')).toBeInTheDocument();
  });

  it('names where to go today for each coming-soon document, linking only confirmed official sites', async () => {
    renderWithProviders('/documents');
    await screen.findByRole('heading', { level: 1, name: 'Documents' }, LAZY);
    const card = (title: string) =>
      within(screen.getByRole('heading', { level: 2, name: title }).closest('.card')!);
    expect(
      card('Passport').getByRole('link', { name: /Nigeria Immigration Service \(NIS\)/ }),
    ).toHaveAttribute('href', 'https://immigration.gov.ng');
    expect(card("Voter's card").getByRole('link', { name: /INEC/ })).toHaveAttribute(
      'href',
      'https://inecnigeria.org',
    );
    // The FRSC's address is not confirmed (docs/AGENCY-FACTS.md): its name, no link.
    expect(card("Driver's license").getByText('Federal Road Safety Corps (FRSC)')).toBeInTheDocument();
    expect(card("Driver's license").queryByRole('link')).toBeNull();
    expect(card('NIN').queryByText(/Until our guide is ready/)).toBeNull();
    expect(document.getElementById('doc-passport')).toBe(
      screen.getByRole('heading', { level: 2, name: 'Passport' }).closest('.card'),
    );
  });

  it('turns a coming-soon card into a written guide once the server lists it as published', async () => {
    server.use(
      http.get(GUIDES_PATH, () =>
        HttpResponse.json<PublishedGuideList>({
          guides: [
            { slug: 'nin', title: 'NIN' },
            { slug: 'passport', title: 'Passport' },
          ],
        }),
      ),
    );
    renderWithProviders('/documents');
    const panel = within(await screen.findByRole('tabpanel', {}, LAZY));
    await waitFor(() => expect(panel.getAllByRole('link', { name: 'View Guide' })).toHaveLength(2));
    const passport = within(screen.getByRole('heading', { level: 2, name: 'Passport' }).closest('.card')!);
    expect(passport.getByRole('link', { name: 'View Guide' })).toHaveAttribute('href', '/documents/passport');
    expect(passport.getByText('Full guide')).toBeInTheDocument();
    expect(passport.queryByText(/Until our guide is ready/)).toBeNull();
  });

  it('keeps the build’s cards when the list of published guides cannot be had (offline)', async () => {
    let asked = false;
    server.use(
      http.get(GUIDES_PATH, () => {
        asked = true;
        return HttpResponse.error();
      }),
    );
    renderWithProviders('/documents');
    const panel = within(await screen.findByRole('tabpanel', {}, LAZY));
    await waitFor(() => expect(asked).toBe(true));
    expect(panel.getAllByRole('link', { name: 'View Guide' })).toHaveLength(1);
    expect(panel.getAllByRole('button', { name: 'Coming Soon' })).toHaveLength(9);
  });

  it('opens the NIN guide from View Guide', async () => {
    const { user, router } = renderWithProviders('/documents');
    await user.click(await screen.findByRole('link', { name: 'View Guide' }, LAZY));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }, LAZY),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/documents/nin');
  });
});
