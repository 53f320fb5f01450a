import { act, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, type Within } from '../utils/renderWithProviders';

// The guide is a lazy chunk; on a busy machine the first import can outlast findBy's 1 s default.
const LAZY = { timeout: 5000 };
const TABS = ['Overview', 'Requirements', 'Process', 'Verification', 'FAQs'];

async function renderGuide() {
  const view = renderWithProviders('/documents/nin');
  await screen.findByRole('heading', { level: 1, name: 'National Identification Number (NIN)' }, LAZY);
  return view;
}

/** Clicks a tab and returns its panel, checking that it is the one on show. */
async function openTab(user: UserEvent, name: string) {
  await user.click(screen.getByRole('tab', { name }));
  expect(screen.getByRole('tab', { name })).toHaveAttribute('aria-selected', 'true');
  // Every panel stays mounted (only hidden by CSS), so the chosen one must also be the active one.
  const panel = screen.getByRole('tabpanel', { name });
  expect(panel).toHaveClass('active');
  return within(panel);
}

/** The detail shown next to a term in a panel's summary list (dt/dd). */
function detailOf(panel: Within, term: string) {
  return panel.getByText(term, { selector: 'dt' }).nextElementSibling;
}

describe('NIN guide', () => {
  it('shows a breadcrumb Home › Documents › NIN with the current page marked', async () => {
    await renderGuide();
    // Drawn in the browser (not hydrated), the guide's surroundings arrive with their own code.
    const breadcrumb = within(await screen.findByRole('navigation', { name: 'Breadcrumb' }));
    expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(breadcrumb.getByRole('link', { name: 'Documents' })).toHaveAttribute('href', '/documents');
    expect(breadcrumb.getByText('NIN')).toHaveAttribute('aria-current', 'page');
    expect(breadcrumb.getAllByRole('link')).toHaveLength(2);
  });

  it('has a labelled sidebar with the other identity documents and help links', async () => {
    await renderGuide();
    const sidebar = within(await screen.findByRole('complementary', { name: 'Related documents and help' }));
    const related = [
      ['BVN', '/documents/bvn'],
      ['Passport', '/documents/passport'],
      ["Driver's license", '/documents/drivers-license'],
      ["Voter's card", '/documents/voters-card'],
    ];
    for (const [title, href] of related) {
      expect(sidebar.getByRole('link', { name: `${title} Coming soon` })).toHaveAttribute('href', href);
    }
    expect(sidebar.queryByRole('link', { name: /^NIN/ })).not.toBeInTheDocument();
    expect(sidebar.getByRole('link', { name: 'NIMC official website (external site)' })).toHaveAttribute(
      'href',
      'https://nimc.gov.ng',
    );
    expect(sidebar.getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    expect(sidebar.getByRole('link', { name: 'FAQs' })).toHaveAttribute('href', '/faqs');
  });

  it('names NIMC as the official source and shows the last reviewed date', async () => {
    await renderGuide();
    expect(
      (
        await screen.findAllByRole('link', {
          name: 'National Identity Management Commission (NIMC) (external site)',
        })
      )[0],
    ).toHaveAttribute('href', 'https://nimc.gov.ng');
    // (The published guide's "first published" is the same day, in its updates.)
    const reviewed = within(screen.getByText('Last reviewed:').parentElement!).getByText('1 November 2026');
    expect(reviewed.tagName).toBe('TIME');
    expect(reviewed).toHaveAttribute('datetime', '2026-11-01');
    expect(reviewed.parentElement).toHaveTextContent('Last reviewed: 1 November 2026');
  });

  it('has the five tabs of the spec, Overview first', async () => {
    await renderGuide();
    const tabs = within(screen.getByRole('tablist', { name: 'Sections of this guide' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(TABS);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
  });

  it('Overview: a lifetime identifier of 11 digits, free the first time', async () => {
    const { user } = await renderGuide();
    const panel = await openTab(user, 'Overview');
    expect(panel.getByText(/Your NIN is a lifetime identifier/)).toBeInTheDocument();
    expect(detailOf(panel, 'Length')).toHaveTextContent('11 digits');
    expect(detailOf(panel, 'Cost to enrol')).toHaveTextContent('Free the first time');
  });

  it('Requirements: fees, guardians for under-16s, biometrics for 6 to 15, only a photo under 6', async () => {
    const { user } = await renderGuide();
    const panel = await openTab(user, 'Requirements');
    expect(detailOf(panel, 'First enrolment')).toHaveTextContent('Free');
    expect(detailOf(panel, 'NIN card')).toHaveTextContent('₦1,000 to ₦3,000');
    expect(detailOf(panel, 'Changing your details (modification)')).toHaveTextContent('₦500');
    expect(panel.getByText(/Children under 16 need a parent or guardian/)).toBeInTheDocument();
    expect(detailOf(panel, 'Ages 6 to 15')).toHaveTextContent(
      'Biometrics are captured: fingerprints and a photo.',
    );
    expect(detailOf(panel, 'Under 6 years')).toHaveTextContent('Only a photo is taken.');
    expect(panel.getByText(/Confirm the current amount with NIMC before you pay/)).toBeInTheDocument();
    expect(
      panel.getByRole('heading', { level: 2, name: 'What to bring (age 16 and over)' }),
    ).toBeInTheDocument();
  });

  it('Process: numbered steps to enrol and to change details', async () => {
    const { user } = await renderGuide();
    const panel = await openTab(user, 'Process');
    const [enrol, change] = panel.getAllByRole('list').filter((list) => list.tagName === 'OL');
    expect(within(enrol!).getAllByRole('listitem')).toHaveLength(7);
    expect(within(enrol!).getAllByRole('listitem')[0]).toHaveTextContent(/^Find an enrolment centre/);
    expect(within(change!).getByText(/Pay the modification fee of ₦500/)).toBeInTheDocument();
    expect(panel.getByText(/First enrolment is free/)).toBeInTheDocument();
  });

  it('Verification: short-code methods, *346# and its possible charge', async () => {
    const { user } = await renderGuide();
    const panel = await openTab(user, 'Verification');
    expect(panel.getByText(/You can check your NIN with short-code methods/)).toBeInTheDocument();
    expect(panel.getByRole('link', { name: '*346#' }).closest('li')).toHaveTextContent('Dial *346#.');
    expect(panel.getByText(/may cost a small charge/)).toBeInTheDocument();
  });

  it('FAQs: questions as headings with their answers', async () => {
    const { user } = await renderGuide();
    const panel = await openTab(user, 'FAQs');
    expect(panel.getAllByRole('heading', { level: 3 })).toHaveLength(8);
    const expire = panel.getByRole('heading', { level: 3, name: 'Does my NIN expire?' });
    expect(expire.nextElementSibling).toHaveTextContent(/lifetime identifier/);
    expect(
      panel.getByRole('heading', { level: 3, name: 'How many digits does a NIN have?' }).nextElementSibling,
    ).toHaveTextContent('11 digits');
  });

  it('moves between tabs with the arrow keys, wrapping at the ends', async () => {
    const { user } = await renderGuide();
    await user.click(screen.getByRole('tab', { name: 'Overview' }));
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveFocus();
    expect(screen.getByRole('tabpanel', { name: 'Requirements' })).toHaveClass('active');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'FAQs' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'FAQs' })).toHaveAttribute('aria-selected', 'true');
    // Closed, but findable: hidden="until-found" leaves it to the browser's find-in-page.
    // (A hidden panel has no accessible name to find it by.)
    const overview = document.getElementById('nin-guide-tabpane-overview')!;
    expect(overview).not.toHaveClass('active');
    expect(overview).toHaveAttribute('hidden', 'until-found');
  });

  it('opens the part that find-in-page found (its beforematch event)', async () => {
    await renderGuide();
    const verification = document.getElementById('nin-guide-tabpane-verification')!;
    expect(verification).toHaveAttribute('hidden', 'until-found');
    act(() => {
      verification.dispatchEvent(new Event('beforematch'));
    });
    expect(screen.getByRole('tab', { name: 'Verification' })).toHaveAttribute('aria-selected', 'true');
    expect(verification).not.toHaveAttribute('hidden');
  });

  it('ends each part with links to the previous and next parts, which open them', async () => {
    const { user } = await renderGuide();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    const pager = within(overview).getByRole('navigation', { name: 'Parts of this guide' });
    expect(within(pager).queryByRole('link', { name: /^Previous/ })).not.toBeInTheDocument();
    await user.click(within(pager).getByRole('link', { name: 'Next: Requirements' }));
    expect(screen.getByRole('tab', { name: 'Requirements' })).toHaveAttribute('aria-selected', 'true');
    const requirements = screen.getByRole('tabpanel', { name: 'Requirements' });
    expect(within(requirements).getByRole('link', { name: 'Previous: Overview' })).toHaveAttribute(
      'href',
      '/documents/nin?tab=overview',
    );
  });

  it('puts the guide itself before its source note, so a phone’s first screen starts the guide', async () => {
    await renderGuide();
    const tabs = screen.getByRole('tablist', { name: 'Sections of this guide' });
    const source = screen.getByText('Official source:');
    expect(tabs.compareDocumentPosition(source) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('gives every fee in "At a glance" on the first part', async () => {
    await renderGuide();
    const overview = screen.getByRole('tabpanel', { name: 'Overview' });
    expect(within(overview).getByText('NIN card').nextElementSibling).toHaveTextContent('₦1,000 to ₦3,000');
    expect(
      within(overview).getByText('Changing your details (modification)').nextElementSibling,
    ).toHaveTextContent('₦500');
  });
});

describe('NIN guide: the tab is in the address', () => {
  it('opens the tab a shared link names', async () => {
    renderWithProviders('/documents/nin?tab=requirements');
    expect(await screen.findByRole('tab', { name: 'Requirements' }, LAZY)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });

  it('opens the FAQs for /documents/nin#faqs', async () => {
    renderWithProviders('/documents/nin#faqs');
    expect(await screen.findByRole('tab', { name: 'FAQs' }, LAZY)).toHaveAttribute('aria-selected', 'true');
  });

  it('puts a chosen tab in the address, and Back returns to the one before', async () => {
    const { user, router } = await renderGuide();
    await openTab(user, 'Process');
    expect(router.state.location.search).toBe('?tab=process');
    await openTab(user, 'FAQs');
    expect(router.state.location.search).toBe('?tab=faqs');
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'Process', selected: true })).toBeInTheDocument();
    await router.navigate(-1);
    expect(await screen.findByRole('tab', { name: 'Overview', selected: true })).toBeInTheDocument();
  });

  it('makes each tab a link to its part’s address, so a tap before the app runs opens that part', async () => {
    await renderGuide();
    const tabs = within(screen.getByRole('tablist', { name: 'Sections of this guide' })).getAllByRole('tab');
    expect(tabs.map((tab) => tab.getAttribute('href'))).toEqual([
      '/documents/nin?tab=overview',
      '/documents/nin?tab=requirements',
      '/documents/nin?tab=process',
      '/documents/nin?tab=verification',
      '/documents/nin?tab=faqs',
    ]);
  });

  it('ignores a tab name it does not have', async () => {
    renderWithProviders('/documents/nin?tab=nonsense');
    expect(await screen.findByRole('tab', { name: 'Overview' }, LAZY)).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});
