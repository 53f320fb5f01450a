import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '@/app/RouteErrorBoundary';
import { renderWithProviders } from '../utils/renderWithProviders';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('route error fallback', () => {
  it('shows the spec heading with the error message as text and a way home', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <RouteErrorBoundary>
        <Boom error={new Error('<b>chunk failed</b>')} />
      </RouteErrorBoundary>,
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Unexpected Application Error!' }),
    ).toBeInTheDocument();
    // Rendered as text: the markup shows literally instead of becoming HTML.
    expect(screen.getByText('<b>chunk failed</b>')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the homepage' })).toHaveAttribute('href', '/');
  });

  it('describes a thrown value that is not an Error', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithProviders(
      <RouteErrorBoundary>
        <Boom error="503 Service Unavailable" />
      </RouteErrorBoundary>,
    );
    expect(screen.getByText('503 Service Unavailable')).toBeInTheDocument();
  });
});
