import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('access denied screen', () => {
  it('says the page is for administrators and offers home and the admin login', async () => {
    const { user, router } = renderWithProviders('/unauthorized');
    // A lazy route: its first import in a test run can take a few seconds.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Access Denied' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('This page is restricted to administrators only.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await user.click(screen.getByRole('link', { name: 'Log in as Admin' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'), { timeout: 5000 });
  });
});
