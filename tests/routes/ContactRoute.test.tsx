import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import contactYo from '@/features/contact/messages.yo';
import { loadLocale } from '@/shared/i18n/translate';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('/contact (issue 27)', () => {
  beforeAll(() => loadLocale('yo'));

  it('says what the site can and cannot do, and where to go for each document', async () => {
    renderWithProviders('/contact');
    expect(await screen.findByRole('heading', { level: 1, name: 'Contact us' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'What we cannot do' })).toBeInTheDocument();
    expect(screen.getByText('We cannot issue, renew or correct any document or number.')).toBeInTheDocument();
    const agencies = screen.getByRole('heading', { name: 'Where to go for each document' }).parentElement!;
    // The NIN from NIMC, the passport from the Immigration Service: each with its official website.
    expect(within(agencies).getByText('National Identity Management Commission (NIMC)')).toBeInTheDocument();
    expect(within(agencies).getByRole('link', { name: /nimc\.gov\.ng/ })).toHaveAttribute(
      'href',
      'https://nimc.gov.ng',
    );
    expect(within(agencies).getByRole('link', { name: /immigration\.gov\.ng/ })).toHaveAttribute(
      'href',
      'https://immigration.gov.ng',
    );
    // An agency whose site is not confirmed (docs/AGENCY-FACTS.md) is named with its offices instead.
    expect(within(agencies).getByText('Federal Road Safety Corps (FRSC)')).toBeInTheDocument();
    expect(within(agencies).getAllByText('Ask at its nearest office').length).toBeGreaterThan(0);
  });

  it('reads in Yorùbá, with the agency under its official English name too', async () => {
    renderWithProviders('/contact', { preloadedState: { i18n: { locale: 'yo', preferred: null } } });
    expect(await screen.findByText(contactYo['contact.cannot.issue'])).toBeInTheDocument();
    expect(screen.getByText(contactYo['contact.agencies.nimc'])).toBeInTheDocument();
  });
});
