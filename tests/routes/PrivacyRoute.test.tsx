import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import privacyHa from '@/features/privacy/messages.ha';
import { loadLocale } from '@/shared/i18n/translate';
import { renderWithProviders } from '../utils/renderWithProviders';

const SECTIONS = [
  'Who we are',
  'If you sign up for the newsletter',
  'If you tell us whether a page is useful, or report a translation problem',
  'When you search',
  'How we count page views',
  'Cookies and your browser’s storage',
  'Server logs and security',
  'Who we share it with',
  'Your rights',
  'How to complain',
  'Changes to this notice',
];

describe('/privacy (issue 28)', () => {
  beforeAll(() => loadLocale('ha'));

  it('is a notice of its own, with a contents list that links to each section', async () => {
    renderWithProviders('/privacy');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice for Citizen Guide Nigeria' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: '404 - Page Not Found' })).not.toBeInTheDocument();
    expect(screen.getByText('Last updated: 27 November 2026')).toBeInTheDocument();
    const contents = screen.getByRole('navigation', { name: 'Contents' });
    for (const name of SECTIONS) {
      const heading = screen.getByRole('heading', { level: 2, name });
      expect(within(contents).getByRole('link', { name })).toHaveAttribute('href', `#${heading.id}`);
    }
  });

  it('says what is kept, why and for how long, and how to use your rights', async () => {
    renderWithProviders('/privacy');
    await screen.findByRole('heading', { level: 1, name: 'Privacy notice for Citizen Guide Nigeria' });
    // The law and the regulator, by their names.
    expect(
      screen.getByText(
        /Nigeria Data Protection Act 2023 \(NDPA\)\. The Nigeria Data Protection Commission \(NDPC\)/,
      ),
    ).toBeInTheDocument();
    // The newsletter: double opt-in, one-click unsubscribe, 7 days for an unconfirmed sign-up.
    expect(screen.getByText('the consent wording you saw when you signed up')).toBeInTheDocument();
    expect(screen.getByText(/Until you confirm, we send you nothing else\./)).toBeInTheDocument();
    expect(
      screen.getByText(/unsubscribe in one click.*within 7 days, your sign-up is deleted\./),
    ).toBeInTheDocument();
    // Feedback: nothing about the visitor; comments kept 12 months; a warning against personal details.
    expect(screen.getByText(/what you wrote is deleted after 12 months/)).toBeInTheDocument();
    expect(screen.getByText(/do not write personal details, such as your NIN/)).toBeInTheDocument();
    // Page views: no cookies, no IP stored, a daily secret, Do Not Track and Global Privacy Control.
    expect(screen.getByText(/a secret that changes every day/)).toBeInTheDocument();
    expect(
      screen.getByText(/“Do Not Track” or “Global Privacy Control”, we count nothing\./),
    ).toBeInTheDocument();
    expect(screen.getByText('The public website sets no cookies.')).toBeInTheDocument();
    // The request log, as server/http/requestLog.ts writes it: no IP address.
    expect(screen.getByText(/It does not log your IP address/)).toBeInTheDocument();
    // The form limits, as server/http/visitorLimits.ts keeps them: a keyed hash in the database, briefly.
    expect(
      screen.getByText(
        /in its database under a one-way code.*never under the address itself.*within two hours\./,
      ),
    ).toBeInTheDocument();
    // The rights, how to ask (the contact page) and where to complain (the NDPC's site).
    const rights = screen.getByRole('heading', { level: 2, name: 'Your rights' }).parentElement!;
    expect(within(rights).getAllByRole('listitem')).toHaveLength(5);
    expect(within(rights).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact');
    const complain = screen.getByRole('heading', { level: 2, name: 'How to complain' }).parentElement!;
    expect(within(complain).getByRole('link', { name: /ndpc\.gov\.ng/ })).toHaveAttribute(
      'href',
      'https://ndpc.gov.ng',
    );
  });

  it('is reached from the footer of every page', async () => {
    renderWithProviders('/documents');
    await screen.findByRole('heading', { level: 1, name: 'Documents' });
    // The footer's links come with its columns' code, which the app loads when it draws them.
    await userEvent.click(
      await within(screen.getByRole('contentinfo')).findByRole('link', { name: 'Privacy policy' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Privacy notice for Citizen Guide Nigeria' }),
    ).toBeInTheDocument();
  });

  it('reads in Hausa, with the law and the regulator under their English names too', async () => {
    renderWithProviders('/privacy', { preloadedState: { i18n: { locale: 'ha', preferred: null } } });
    expect(await screen.findByRole('heading', { level: 1, name: privacyHa.title })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: privacyHa['rights.heading'] })).toBeInTheDocument();
    expect(screen.getByText(privacyHa['who.law'])).toBeInTheDocument();
    expect(privacyHa['who.law']).toContain('(Nigeria Data Protection Act 2023, NDPA)');
    expect(privacyHa['who.law']).toContain('(Nigeria Data Protection Commission, NDPC)');
    // The date from the catalogue's Hausa months, not Intl's English.
    expect(screen.getByText(/^Lokacin sabuntawa na ƙarshe: 27 /)).toBeInTheDocument();
    expect(screen.queryByText(/November/)).not.toBeInTheDocument();
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Tuntuɓe mu' })).toHaveAttribute(
      'href',
      '/contact',
    );
  });
});
