import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../utils/renderWithProviders';

// Every path SPEC §2 lists as not-found, plus an unknown one (not /contact nor /privacy: issues 27 and 28 give them pages).
const NOT_FOUND_PATHS = [
  '/government',
  '/government/federal',
  '/documents/passport',
  '/documents/bvn/apply',
  '/education',
  '/education/jamb',
  '/rights/legal-aid',
  '/history',
  '/services/tax',
  '/faqs',
  '/about',
  '/contribute',
  '/newsletter',
  '/terms',
  '/disclaimer',
  '/all-content',
  '/no/such/page',
];

describe('not-found screen', () => {
  it.each(NOT_FOUND_PATHS)('%s shows the 404 page with its two links', async (path) => {
    renderWithProviders(path);
    expect(
      await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contact Support' })).toHaveAttribute('href', '/contact');
  });

  it('keeps the shared header and footer around it', async () => {
    renderWithProviders('/terms');
    await screen.findByRole('heading', { level: 1, name: '404 - Page Not Found' });
    expect(screen.getByRole('banner')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });
});
