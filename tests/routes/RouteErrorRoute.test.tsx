import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorRoute } from '@/routes/RouteErrorRoute';
import { renderWithProviders } from '../utils/renderWithProviders';

function renderFailing(fail: () => never, { inLoader = false } = {}) {
  const Boom = () => (inLoader ? null : fail());
  renderWithProviders([
    { path: '/', element: <Boom />, errorElement: <RouteErrorRoute />, loader: inLoader ? fail : undefined },
  ]);
}

describe('route error fallback', () => {
  it('shows the spec heading with the error message as text and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(() => {
      throw new Error('<b>chunk failed</b>');
    });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    // Rendered as text: the markup shows literally instead of becoming HTML.
    expect(screen.getByText('<b>chunk failed</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('shows the status of a thrown route response', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderFailing(
      () => {
        throw new Response(null, { status: 503, statusText: 'Service Unavailable' });
      },
      { inLoader: true },
    );
    expect(await screen.findByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
